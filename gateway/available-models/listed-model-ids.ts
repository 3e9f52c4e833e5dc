/** The model ids of an upstream's GET /models answer in OpenAI's list shape ({ data: [{ id }] }); null for anything else. */
export function listedModelIds(text: string): string[] | null {
  try {
    const data = (JSON.parse(text) as { data?: unknown }).data;
    if (!Array.isArray(data)) return null;
    return data.flatMap((entry) => {
      const id = (entry as { id?: unknown } | null)?.id;
      return typeof id === "string" ? [id] : [];
    });
  } catch {
    return null;
  }
}
