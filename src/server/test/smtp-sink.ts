import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The message as a person reads it: quoted-printable soft breaks and =XX bytes decoded, entities too. */
function readable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
  return bytes
    .toString('utf8')
    .replace(/&#(\d+);|&(amp|lt|gt|quot);/g, (_m, code: string | undefined, name: string | undefined) =>
      code ? String.fromCharCode(Number(code)) : (named[name ?? ''] ?? ''),
    );
}

export type ReceivedMail = { from: string; to: string[]; raw: string; text: string };

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for mail tests. While `refusing` is set
 * it answers each message with a temporary failure (451), as a mail server that is struggling does.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      if (state.refusing) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Tente mais tarde'), { responseCode: 451 })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: readable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (refusing: boolean) => {
      state.refusing = refusing;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
