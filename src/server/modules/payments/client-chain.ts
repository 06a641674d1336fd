import { X509Certificate } from 'node:crypto';
import type { Socket } from 'node:net';
import { TLSSocket } from 'node:tls';

/** Extended key usage 'TLS client authentication': a certificate for servers only cannot call us. */
const CLIENT_AUTH = '1.3.6.1.5.5.7.3.2';

/**
 * The certificates a caller presented on this connection, its own first and then each issuer it
 * sent. Empty on a plain connection or when it presented none. The handshake already proved the
 * caller holds the first one's private key (TLS asks for a signature with it).
 */
export function presentedChain(socket: Socket): X509Certificate[] {
  if (!(socket instanceof TLSSocket)) return [];
  const chain: X509Certificate[] = [];
  let link = socket.getPeerCertificate(true);
  const seen = new Set<string>();
  while (link?.raw && !seen.has(link.fingerprint256)) {
    seen.add(link.fingerprint256);
    chain.push(new X509Certificate(link.raw));
    link = link.issuerCertificate;
  }
  return chain;
}

/** The readable certificates of a PEM bundle (one or several `-----BEGIN CERTIFICATE-----` blocks). */
export function certificatesOf(pem: string): X509Certificate[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.flatMap((block) => {
    try {
      return [new X509Certificate(block)];
    } catch {
      return [];
    }
  });
}

const inForce = (certificate: X509Certificate, now: Date) =>
  new Date(certificate.validFrom) <= now && now <= new Date(certificate.validTo);

/** Signed by an authority: a certificate that is not a CA (a client's own) vouches for nothing. */
const signedBy = (certificate: X509Certificate, issuer: X509Certificate) =>
  issuer.ca && certificate.checkIssued(issuer) && certificate.verify(issuer.publicKey);

/**
 * Whether a presented chain leads to one of the trusted authorities: each certificate in force and
 * signed by the next (a CA), until one is a trusted certificate itself or signed by a trusted CA.
 * The caller's own certificate must allow client authentication when it names its uses.
 */
export function chainsTo(chain: X509Certificate[], anchors: X509Certificate[], now = new Date()): boolean {
  const [own] = chain;
  if (!own || (own.keyUsage?.length && !own.keyUsage.includes(CLIENT_AUTH))) return false;
  for (const [index, certificate] of chain.entries()) {
    if (!inForce(certificate, now)) return false;
    const trusted = anchors.some(
      (anchor) =>
        inForce(anchor, now) && (anchor.fingerprint256 === certificate.fingerprint256 || signedBy(certificate, anchor)),
    );
    if (trusted) return true;
    const issuer = chain[index + 1];
    if (!issuer || !signedBy(certificate, issuer)) return false;
  }
  return false;
}
