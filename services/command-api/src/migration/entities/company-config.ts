import { CompanyConfigRecord } from '@lavadero/contracts/migration-records';
import { companyConfigDecider } from '@lavadero/domain/company/company-config-decide';
import { COMPANY_CONFIG_STREAM_ID } from '@lavadero/domain/company/events';
import { findCompanyConfig } from '@lavadero/read-models/company-config/company-config.queries';
import { toCompanyConfigDto } from '../../company/company-config-dto';
import { entityHandler } from './entity-handler';

/**
 * The one company configuration (the DNIT settings and their secrets are never exported). A system
 * that has one already keeps it: the backup's is skipped, as any record already present.
 */
export const companyConfigHandler = entityHandler({
  entity: 'companyConfig',
  async exportAll(db) {
    const row = await findCompanyConfig(db);
    if (!row) return [];
    const { configured: _, ...config } = toCompanyConfigDto(row);
    return [config];
  },
  schema: CompanyConfigRecord,
  streamsOf: () => [COMPANY_CONFIG_STREAM_ID],
  importRecord(ctx, config) {
    if (ctx.state(companyConfigDecider, COMPANY_CONFIG_STREAM_ID, 'all').config !== null) return 'skipped';
    ctx.decide(companyConfigDecider, COMPANY_CONFIG_STREAM_ID, 'all', {
      type: 'SaveCompanyConfig',
      data: { config, userId: ctx.importedBy, now: ctx.now },
    });
    return 'created';
  },
});
