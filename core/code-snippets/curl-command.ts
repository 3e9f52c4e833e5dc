/** The heredoc's end marker: pretty-printed JSON never has a line of a bare word, so the body cannot end it. */
const HEREDOC_END = "JSON";

/**
 * A curl command, one argument a line; a JSON body follows pretty-printed in a quoted heredoc, so the shell leaves
 * its $, backticks and backslashes alone.
 */
export function curlCommand(lines: readonly string[], jsonBody?: unknown): string {
  if (jsonBody === undefined) return `${lines.join(" \\\n  ")}\n`;
  const command = [...lines, `--data-binary @- <<'${HEREDOC_END}'`].join(" \\\n  ");
  return `${command}\n${JSON.stringify(jsonBody, null, 2)}\n${HEREDOC_END}\n`;
}
