/**
 * A description from the API document, shown as text: OpenAPI descriptions are markdown, and the gateway's use
 * only `code spans`, so those are drawn as code and everything else stays plain text.
 */
export function DescribedText({ text }: { readonly text: string }) {
  const parts = text.split("`");
  // An odd number of backticks leaves the last one unmatched: keep it as written.
  const closed = parts.length % 2 === 1;
  return (
    <>
      {parts.map((part, index) => {
        const isCode = index % 2 === 1 && (closed || index < parts.length - 1);
        const key = `${index}-${part}`;
        if (isCode) return <code key={key}>{part}</code>;
        return <span key={key}>{index % 2 === 1 ? `\`${part}` : part}</span>;
      })}
    </>
  );
}
