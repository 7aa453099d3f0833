import {
  ELECTRONIC_DOCUMENT_STATE_LABELS,
  ELECTRONIC_DOCUMENT_STATES,
  type ElectronicDocumentCounts,
} from '@lavadero/contracts/electronic-documents';
import { Card, CardContent } from '@lavadero/ui/components/card';

/** One small card per state with how many documents of the chosen days stand in it. */
export function StateCounts({ counts }: { counts: ElectronicDocumentCounts }) {
  return (
    <section
      className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
      aria-label="Documentos por estado"
    >
      {ELECTRONIC_DOCUMENT_STATES.map((state) => (
        <Card key={state} data-testid={`count-${state}`}>
          <CardContent className="py-3">
            <div className="text-muted-foreground text-xs">{ELECTRONIC_DOCUMENT_STATE_LABELS[state]}</div>
            <div className="font-semibold text-2xl">{counts[state]}</div>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
