import type { Projection } from './projection';
import { usersProjection } from './users/users.projection';

/** Every read model's projection. A new read model adds itself here and its migration to migrate.ts. */
export const allProjections: readonly Projection[] = [usersProjection];
