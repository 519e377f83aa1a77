// http_ece ships no types; this is the part the provider test uses to read what a browser would.
declare module 'http_ece' {
  type Params = {
    version?: 'aes128gcm' | 'aesgcm';
    privateKey?: import('node:crypto').ECDH;
    authSecret?: string | Buffer;
    dh?: string | Buffer;
    key?: string | Buffer;
    salt?: string | Buffer;
    rs?: number;
  };
  const ece: {
    decrypt(buffer: Buffer, params: Params): Buffer;
    encrypt(buffer: Buffer, params: Params): Buffer;
  };
  export = ece;
}
