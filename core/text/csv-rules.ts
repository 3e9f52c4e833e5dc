/**
 * How the dashboard's and the gateway's CSV files are written, so a file reads the same wherever it was made.
 *
 * A cell that starts like a formula (= + - @, or a tab or carriage return before one) is written with a leading
 * apostrophe so a spreadsheet shows it as text. Papa Parse's own `escapeFormulae: true` pattern needs the whole
 * cell on one line, which would let a multi-line cell such as "=HYPERLINK(…)\n" through.
 */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

/** Lines end with CRLF, as RFC 4180 says. */
export const CSV_NEWLINE = "\r\n";
