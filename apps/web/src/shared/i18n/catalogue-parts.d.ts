// A part of a message catalogue (vite-plugins/icu-messages.ts): message id → message.
declare module '*.json?start' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
declare module '*.json?rest' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
