/** The part of a pino logger the worker uses; Fastify's and pino's loggers fit as they are. */
export interface WorkerLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** For tests and tools that want silence. */
export const silentLogger: WorkerLogger = { info() {}, warn() {}, error() {} };
