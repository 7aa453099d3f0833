import { z } from 'zod';

// Generic zod messages in Spanish for every schema; the spec's own texts are set per field.
z.config(z.locales.es());

export { z };
