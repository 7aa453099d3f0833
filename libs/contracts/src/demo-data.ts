import { z } from './zod-es';

/** GET /api/admin/demo-data: whether the demo can be loaded (only on a system without business data). */
export const DemoDataStatusDto = z.object({ available: z.boolean() });
export type DemoDataStatusDto = z.infer<typeof DemoDataStatusDto>;

/** POST /api/admin/demo-data: an empty body. */
export const LoadDemoDataBody = z.object({}).optional();

/** What the demo added. */
export const DemoDataLoadedDto = z.object({
  services: z.number().int(),
  combos: z.number().int(),
  products: z.number().int(),
  customers: z.number().int(),
  vehicles: z.number().int(),
});
export type DemoDataLoadedDto = z.infer<typeof DemoDataLoadedDto>;
