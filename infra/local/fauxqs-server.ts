/**
 * Runs fauxqs (S3 + SQS) as a child process of the local stack. fauxqs always listens on 0.0.0.0; the embedded
 * default binds to 127.0.0.1 only, so the listen call is narrowed to loopback before fauxqs starts.
 */
import { Server } from 'node:net';
import { startFauxqs } from 'fauxqs';

const listen = Server.prototype.listen;
Server.prototype.listen = function (this: Server, ...args: unknown[]) {
  const [options] = args;
  if (options && typeof options === 'object' && (options as { host?: string }).host === '0.0.0.0') {
    args[0] = { ...(options as object), host: '127.0.0.1' };
  }
  return listen.apply(this, args as never);
} as typeof Server.prototype.listen;

const server = await startFauxqs({
  port: Number(process.env.FAUXQS_LOCAL_PORT),
  logger: false,
  host: '127.0.0.1',
  defaultRegion: process.env.AWS_REGION ?? 'eu-central-1',
  ...(process.env.FAUXQS_LOCAL_DATA_DIR ? { dataDir: process.env.FAUXQS_LOCAL_DATA_DIR } : {}),
  ...(process.env.FAUXQS_LOCAL_S3_DIR ? { s3StorageDir: process.env.FAUXQS_LOCAL_S3_DIR } : {}),
});

const stop = () => void server.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
