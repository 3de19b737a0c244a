declare module "virtual:client-chunks" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import at the top
  const chunks: import("../vite/client-chunks").ClientChunks;
  export default chunks;
}
