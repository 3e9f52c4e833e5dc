// `npm run catalogue:discover [-- <upstream name>]`: what the configured upstreams serve that the catalogue does
// not declare, printed as catalogue entries ready to paste (gateway/available-models/README.md, "Discovery").
import { loadUpstreams } from "../chat-completions/load-upstreams.ts";
import { gatewayConfigFrom } from "../config/gateway-config.ts";
import { readCatalogueFile } from "./catalogue-file.ts";
import { listedByUpstream, undeclaredEntries } from "./model-discovery.ts";

const config = gatewayConfigFrom(process.env);
const wanted = process.argv[2]?.toLowerCase();
const upstreams = (await loadUpstreams(config.upstreamsFile, process.env)).filter(
  (upstream) => !wanted || upstream.name.toLowerCase() === wanted,
);
if (upstreams.length === 0) {
  console.error(
    wanted
      ? `No configured upstream is named ${process.argv[2]} (GATEWAY_UPSTREAMS_FILE, <NAME>_BASE_URL / _API_KEY)`
      : "No upstream is configured: set GATEWAY_UPSTREAMS_FILE or <NAME>_BASE_URL / _API_KEY",
  );
  process.exit(1);
}
const catalogue = await readCatalogueFile(config.catalogueFile);
const today = new Date().toISOString().slice(0, 10);
let failed = false;
for (const upstream of upstreams) {
  try {
    const entries = undeclaredEntries(await listedByUpstream(upstream), catalogue, upstream, today);
    console.info(
      entries.length === 0
        ? `# ${upstream.name}: every model it lists is in ${config.catalogueFile}`
        : `# ${upstream.name}: ${entries.length} models not in ${config.catalogueFile}; add them to "models", then fill in every null (prices above all) and name a gridNode or region:`,
    );
    if (entries.length > 0) console.info(JSON.stringify(entries, null, 2));
  } catch (error) {
    failed = true;
    console.error(`# ${upstream.name}: ${error instanceof Error ? error.message : error}`);
  }
}
process.exit(failed ? 1 : 0);
