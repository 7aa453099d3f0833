/**
 * What the logs must never hold: session cookies, request bodies (passwords, DNIT tokens), password
 * hashes, and the parts of a database error that quote the data it failed on (PostgreSQL's `where`
 * and `detail` can quote a whole event, hash included).
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'password',
  'passwordHash',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.passwordHash',
  '*.token',
  '*.secret',
  '*.certificatePassword',
  '*.cscSecret',
  'err.detail',
  'err.where',
  'err.internalQuery',
  'err.query',
  'err.parameters',
  'err.cause.detail',
  'err.cause.where',
];

export const redactedLogger = (level: string) => ({
  level,
  redact: { paths: REDACTED_LOG_PATHS, censor: '[oculto]' },
});
