import pino from 'pino';

/** Structured logs; credentials never reach them. */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'password', '*.password'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;
