// One cold start in a process of its own: prints the "API document generated" log line's figures as JSON.
import { generateApiDocumentAtStart } from "../../../gateway/testing/api-document-start.ts";

console.info(JSON.stringify(await generateApiDocumentAtStart()));
