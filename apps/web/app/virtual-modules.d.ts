/** The built message chunks' addresses, by `<area>-<lang>` (message-chunks.ts; server build only). */
declare module 'virtual:oja/message-chunks' {
  const addresses: Record<string, string>;
  export default addresses;
}
