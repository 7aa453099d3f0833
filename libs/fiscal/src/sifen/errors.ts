/**
 * Why an electronic document (DE) or event cannot be built from its input: a field SIFEN would refuse
 * (a name shorter than its schema allows, a range of more than 1000 numbers…). The code is stable for
 * callers; the message is Spanish, for the person who has to fix the data.
 */
export class SifenInputError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SifenInputError';
  }
}

export type SigningKeyFailure = 'wrong_password' | 'unreadable' | 'no_private_key';

const SIGNING_KEY_MESSAGES: Record<SigningKeyFailure, string> = {
  wrong_password: 'La contraseña del certificado no es correcta',
  unreadable: 'El archivo del certificado no es un .p12 legible',
  no_private_key: 'El certificado no contiene la clave privada para firmar',
};

/** The company's .p12 cannot be used to sign; `reason` says why. */
export class SigningKeyError extends Error {
  constructor(readonly reason: SigningKeyFailure) {
    super(SIGNING_KEY_MESSAGES[reason]);
    this.name = 'SigningKeyError';
  }
}
