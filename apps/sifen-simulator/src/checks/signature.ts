import { X509Certificate } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { type ResultMessage, result } from '../codes';
import { childElements, DSIG_NS, serialize } from '../xml';

const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

export type SignatureCheck =
  | { readonly ok: true; readonly certificate: X509Certificate; readonly digestValue: string }
  | { readonly ok: false; readonly error: ResultMessage };

const ds = (parent: Element, name: string) => childElements(parent, name, DSIG_NS);
const algorithm = (el: Element | undefined) => el?.getAttribute('Algorithm') ?? '';

/**
 * The SIFEN profile of XMLDSig: one enveloped signature as a child of `container` (rDE, or rGesEve
 * for an event) whose only Reference points at `signed` by its Id, with the enveloped and exclusive
 * c14n transforms, SHA-256 digest and RSA-SHA256 value (0140 when not so); then the value itself,
 * checked with the certificate in KeyInfo (0141).
 */
export function checkSignature(container: Element, signed: Element): SignatureCheck {
  const fail = (code: '0140' | '0141', detail: string): SignatureCheck => ({
    ok: false,
    error: result(code, detail),
  });
  const signatures = ds(container, 'Signature');
  if (signatures.length !== 1) return fail('0140', `se esperaba una firma, hay ${signatures.length}`);
  const signature = signatures[0]!;
  const signedInfo = ds(signature, 'SignedInfo')[0];
  if (!signedInfo) return fail('0140', 'falta SignedInfo');
  const references = ds(signedInfo, 'Reference');
  const reference = references[0];
  const id = signed.getAttribute('Id') ?? '';
  if (references.length !== 1 || !reference || reference.getAttribute('URI') !== `#${id}`) {
    return fail('0140', `la referencia debe ser #${id}`);
  }
  const transforms = ds(ds(reference, 'Transforms')[0] ?? reference, 'Transform').map((t) => algorithm(t));
  if (transforms.length !== 2 || transforms[0] !== ENVELOPED || transforms[1] !== EXC_C14N) {
    return fail('0140', 'transformaciones distintas de enveloped + exc-c14n');
  }
  if (
    algorithm(ds(signedInfo, 'CanonicalizationMethod')[0]) !== EXC_C14N ||
    algorithm(ds(signedInfo, 'SignatureMethod')[0]) !== RSA_SHA256 ||
    algorithm(ds(reference, 'DigestMethod')[0]) !== SHA256
  ) {
    return fail('0140', 'algoritmos distintos de exc-c14n, RSA-SHA256 y SHA-256');
  }
  const certText = signature.getElementsByTagNameNS(DSIG_NS, 'X509Certificate')[0]?.textContent ?? '';
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(certText.replace(/\s+/g, ''), 'base64'));
  } catch {
    return fail('0140', 'falta el certificado X509 en KeyInfo o no es legible');
  }
  const verifier = new SignedXml({ publicCert: certificate.toString(), getCertFromKeyInfo: () => null });
  try {
    verifier.loadSignature(signature as unknown as Node);
    if (!verifier.checkSignature(serialize(container))) return fail('0141', 'la firma no verifica');
  } catch (error) {
    return fail('0141', error instanceof Error ? error.message : 'la firma no verifica');
  }
  const digestValue = ds(reference, 'DigestValue')[0]?.textContent?.trim() ?? '';
  return { ok: true, certificate, digestValue };
}

/** The RUC base in the certificate subject's serialNumber (`RUC80123456-5`), if any. */
export function certificateRuc(certificate: X509Certificate): string | undefined {
  const line = certificate.subject.split('\n').find((l) => l.startsWith('serialNumber='));
  return /^serialNumber=RUC(\d+)-\d$/.exec(line ?? '')?.[1];
}
