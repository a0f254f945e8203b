// A throw-away TLS certificate for local stand-ins of outside services, made in memory with
// Node's own crypto (no openssl on the machine needed): an X.509 v3 certificate, signed by its
// own P-256 key, naming its hosts in subjectAltName, valid for a day.
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/** A DER element: tag, length, content. */
function der(tag, ...content) {
  const body = Buffer.concat(content);
  const size = body.length;
  const length =
    size < 0x80
      ? Buffer.from([size])
      : size < 0x100
        ? Buffer.from([0x81, size])
        : Buffer.from([0x82, size >> 8, size & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
}

const sequence = (...items) => der(0x30, ...items);
const set = (...items) => der(0x31, ...items);
const integer = (bytes) =>
  der(0x02, bytes[0] & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const utf8 = (text) => der(0x0c, Buffer.from(text, 'utf8'));
const octets = (bytes) => der(0x04, bytes);
const bits = (bytes) => der(0x03, Buffer.from([0]), bytes);
const explicit = (number, item) => der(0xa0 + number, item);

function objectId(dotted) {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const base128 = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) base128.unshift((value & 0x7f) | 0x80);
    bytes.push(...base128);
  }
  return der(0x06, Buffer.from(bytes));
}

/** UTCTime, YYMMDDHHMMSSZ (dates before 2050). */
const utcTime = (date) =>
  der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`));

const ECDSA_WITH_SHA256 = sequence(objectId('1.2.840.10045.4.3.2'));
const COMMON_NAME = '2.5.4.3';
const SUBJECT_ALT_NAME = '2.5.29.17';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A self-signed certificate for `hosts` (the first is also its common name): `{ key, cert }` in
 * PEM, as `tls.createServer` takes them.
 */
export function selfSignedCertificate(hosts) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = sequence(set(sequence(objectId(COMMON_NAME), utf8(hosts[0]))));
  const serial = randomBytes(16);
  serial[0] &= 0x7f;
  const now = Date.now();
  const altNames = sequence(...hosts.map((host) => der(0x82, Buffer.from(host, 'ascii'))));
  const toBeSigned = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(serial),
    ECDSA_WITH_SHA256,
    name,
    sequence(utcTime(new Date(now - 60_000)), utcTime(new Date(now + DAY_MS))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, sequence(sequence(objectId(SUBJECT_ALT_NAME), octets(altNames)))),
  );
  const signature = sign('sha256', toBeSigned, privateKey);
  const certificate = sequence(toBeSigned, ECDSA_WITH_SHA256, bits(signature));
  const base64 = certificate.toString('base64').replace(/.{1,64}/g, '$&\n');
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    cert: `-----BEGIN CERTIFICATE-----\n${base64}-----END CERTIFICATE-----\n`,
  };
}
