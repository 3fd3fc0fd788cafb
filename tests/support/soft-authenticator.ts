// A software WebAuthn authenticator for the server tests: it answers the server's options as a browser and a
// platform authenticator would, with real cryptography (a P-256 key per credential, ES256 signatures), a
// "none" attestation and discoverable credentials, so the server verifies genuine responses.
import crypto, { type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/** Authenticator data flags (WebAuthn §6.1). */
const FLAGS = { UP: 0x01, UV: 0x04, AT: 0x40 };

export type SoftCredential = {
  id: string;
  rpId: string;
  /** The user handle the server gave at registration (base64url). */
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
};

type CreationOptions = {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
};

type RequestOptions = {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
};

/** What a test may change in one ceremony to make it wrong on purpose. */
export type Tampering = {
  origin?: string;
  /** The challenge written into the client data (the options' one by default). */
  challenge?: string;
  /** The relying party id hashed into the authenticator data (the options' one by default). */
  rpId?: string;
  /** Whether the authenticator says it verified the user (true by default). */
  userVerified?: boolean;
  /** The counter to report (the credential's next by default). */
  counter?: number;
  /** At registration: answer with this credential (its id and key) rather than a new one. */
  reuse?: SoftCredential;
};

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => crypto.createHash("sha256").update(data).digest();
const uint32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** The credential's public key as COSE (EC2, ES256, P-256). */
function coseKey(privateKey: KeyObject): Uint8Array {
  const jwk = crypto.createPublicKey(privateKey).export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
}

export class SoftAuthenticator {
  /** The credentials it holds, each discoverable (resident). */
  readonly credentials: SoftCredential[] = [];

  /** `origin`: the page the ceremonies run on (PUBLIC_URL's origin for a genuine one). */
  constructor(private readonly origin: string) {}

  /** navigator.credentials.create(): a new credential, answered as RegistrationResponseJSON. */
  create(options: CreationOptions, tamper: Tampering = {}) {
    const rpId = options.rp.id!;
    const { privateKey } =
      tamper.reuse ?? crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
    const credentialId = tamper.reuse
      ? Buffer.from(tamper.reuse.id, "base64url")
      : crypto.randomBytes(16);
    const credential: SoftCredential = {
      id: b64(credentialId),
      rpId,
      userHandle: options.user.id,
      privateKey,
      counter: tamper.counter ?? 0,
    };
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    const flags = FLAGS.UP | FLAGS.AT | (tamper.userVerified === false ? 0 : FLAGS.UV);
    const authData = Buffer.concat([
      sha256(tamper.rpId ?? rpId),
      Buffer.from([flags]),
      uint32(credential.counter),
      Buffer.alloc(16), // AAGUID: none given
      length,
      credentialId,
      coseKey(privateKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", authData],
      ]),
    );
    const challenge = tamper.challenge ?? options.challenge;
    this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: "public-key",
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientData("webauthn.create", challenge, tamper.origin ?? this.origin)),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /**
   * navigator.credentials.get(): an assertion, answered as AuthenticationResponseJSON, by `credential`,
   * or by the one the options allow, or (discoverable, none named) by the newest one for the relying party.
   */
  get(options: RequestOptions, credential?: SoftCredential, tamper: Tampering = {}) {
    const rpId = options.rpId!;
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const chosen =
      credential ??
      this.credentials
        .filter((c) => c.rpId === rpId && (allowed.length === 0 || allowed.includes(c.id)))
        .at(-1);
    if (!chosen) throw new Error("The soft authenticator holds no credential for these options");
    chosen.counter = tamper.counter ?? chosen.counter + 1;
    const flags = FLAGS.UP | (tamper.userVerified === false ? 0 : FLAGS.UV);
    const authData = Buffer.concat([
      sha256(tamper.rpId ?? rpId),
      Buffer.from([flags]),
      uint32(chosen.counter),
    ]);
    const data = clientData(
      "webauthn.get",
      tamper.challenge ?? options.challenge,
      tamper.origin ?? this.origin,
    );
    const signature = crypto.sign(
      "sha256",
      Buffer.concat([authData, sha256(data)]),
      chosen.privateKey,
    );
    return {
      id: chosen.id,
      rawId: chosen.id,
      type: "public-key",
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(data),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: chosen.userHandle,
      },
    };
  }
}
