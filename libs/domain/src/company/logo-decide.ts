import type { Decider, Message } from '../shared/decider';

export type LogoContentType = 'image/png' | 'image/jpeg';

/** A logo's bytes (base64), kept in the event store so every mode and every replica can serve it. */
export type LogoUploaded = Message<
  'LogoUploaded',
  {
    readonly sha256: string;
    readonly contentType: LogoContentType;
    readonly base64: string;
    readonly size: number;
    readonly userId: string | null;
    readonly at: string;
  }
>;
export type UploadLogo = Message<'UploadLogo', LogoUploaded['data']>;

/** One stream per content hash: the same image uploaded twice is stored once. */
export const toLogoStreamId = (sha256: string) => `logo-${sha256}`;
export const LOGO_EVENT_TYPES = ['LogoUploaded'] as const;

export const logoDecider: Decider<{ readonly stored: boolean }, UploadLogo, LogoUploaded> = {
  initialState: () => ({ stored: false }),
  evolve: () => ({ stored: true }),
  decide: ({ data }, state) => (state.stored ? [] : [{ type: 'LogoUploaded', data }]),
};
