import { describe, expect, it } from "vitest";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { PLAYGROUND_STORAGE_KEY } from "../../core/chat-completions/playground-storage-key.ts";
import { STORED_IMAGE_BUDGET_CHARS } from "../../core/chat-completions/stored-playground.ts";
import type { StorageKey } from "../../core/storage/key-value-store.port.ts";
import { readyPlayground } from "./playground-world.test-helper.ts";

const PIXEL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const pixelFile = (name = "pixel.png") => ({ name, type: "image/png", size: 70 });
const readPixel = async () => PIXEL;

/** localStorage as a browser with little room left holds it: a value too long is quietly not written. */
class CrampedStore extends MemoryStore {
  constructor(private readonly room: number) {
    super();
  }

  override write(key: StorageKey, value: string): void {
    if (value.length <= this.room) super.write(key, value);
  }
}

describe("images attached to a question", () => {
  it("go with the question as data URLs, and are shown on it", async () => {
    const { viewModel, chat, state, turns } = await readyPlayground();
    expect(await viewModel.attachImage(pixelFile("cat.png"), readPixel)).toBe(true);
    expect(state().setup.attachments).toMatchObject([{ name: "cat.png", size: 70, dataUrl: PIXEL }]);
    expect(state().setup.needs.images).toBe(true);
    viewModel.send("What is in this picture?");
    expect(chat.requests[0]?.messages).toEqual([
      { role: "user", content: "What is in this picture?", images: [PIXEL] },
    ]);
    expect(turns()[0]).toEqual({
      id: expect.any(String),
      role: "user",
      content: "What is in this picture?",
      images: [{ name: "cat.png", type: "image/png", size: 70, dataUrl: PIXEL }],
    });
    expect(state().setup.attachments).toEqual([]);
  });

  it("may be a question by themselves, and show in 'view code' before it is sent", async () => {
    const { viewModel, chat } = await readyPlayground();
    await viewModel.attachImage(pixelFile(), readPixel);
    expect(viewModel.requestFor("")?.messages).toEqual([{ role: "user", content: "", images: [PIXEL] }]);
    expect(viewModel.send("   ")).toBe(true);
    expect(chat.requests).toHaveLength(1);
  });

  it("are refused before they are read when of another type, too large, or one too many", async () => {
    const { viewModel, toasts, state } = await readyPlayground();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return PIXEL;
    };
    expect(await viewModel.attachImage({ name: "notes.pdf", type: "application/pdf", size: 10 }, read)).toBe(
      false,
    );
    expect(
      await viewModel.attachImage({ name: "huge.png", type: "image/png", size: 4 * 1024 * 1024 }, read),
    ).toBe(false);
    expect(reads).toBe(0);
    for (const name of ["1.png", "2.png", "3.png", "4.png", "5.png"])
      await viewModel.attachImage(pixelFile(name), read);
    expect(state().setup.attachments.map((image) => image.name)).toEqual([
      "1.png",
      "2.png",
      "3.png",
      "4.png",
    ]);
    expect(toasts()).toEqual([
      "Only PNG, JPEG, WebP and GIF images can be attached.",
      "The image is larger than 3 MB: it cannot be attached.",
      "A message holds 4 images at most.",
    ]);
  });

  it("are refused when the file does not read as an image", async () => {
    const { viewModel, toasts, state } = await readyPlayground();
    expect(await viewModel.attachImage(pixelFile("fake.png"), async () => "data:text/html,<b>no</b>")).toBe(
      false,
    );
    expect(await viewModel.attachImage(pixelFile("gone.png"), () => Promise.reject(new Error("gone")))).toBe(
      false,
    );
    expect(state().setup.attachments).toEqual([]);
    expect(toasts()).toEqual([
      "The file could not be read as an image.",
      "The file could not be read as an image.",
    ]);
  });

  it("can be taken off before the question is sent", async () => {
    const { viewModel, state } = await readyPlayground();
    await viewModel.attachImage(pixelFile(), readPixel);
    viewModel.removeImage(state().setup.attachments[0]?.id ?? "");
    expect(state().setup.attachments).toEqual([]);
    expect(state().setup.needs.images).toBe(false);
  });

  it("are kept across a reload when they fit in storage", async () => {
    const first = await readyPlayground();
    await first.viewModel.attachImage(pixelFile(), readPixel);
    first.viewModel.send("What is it?");
    const again = await readyPlayground({ store: first.store });
    expect(again.turns()[0]).toMatchObject({ images: [{ name: "pixel.png", dataUrl: PIXEL }] });
    expect(again.state().setup.needs.images).toBe(true);
  });

  it("too large for storage are kept by name and size only, and the words of the conversation all stay", async () => {
    const large = `data:image/png;base64,${"A".repeat(STORED_IMAGE_BUDGET_CHARS)}`;
    const first = await readyPlayground();
    await first.viewModel.attachImage(pixelFile("large.png"), async () => large);
    first.viewModel.send("What is it?");
    first.chat.reply({ kind: "delta", text: "A picture." });
    const again = await readyPlayground({ store: first.store });
    expect(again.turns().map((turn) => turn.content)).toEqual(["What is it?", "A picture."]);
    expect(again.turns()[0]).toMatchObject({ images: [{ name: "large.png", size: 70, dataUrl: null }] });
    again.viewModel.send("And now?");
    expect(again.chat.requests[0]?.messages[0]).toEqual({ role: "user", content: "What is it?" });
  });

  it("that the browser refuses to store are dropped from storage rather than the conversation", async () => {
    const store = new CrampedStore(2_000);
    const first = await readyPlayground({ store });
    await first.viewModel.attachImage(pixelFile(), async () => `data:image/png;base64,${"A".repeat(4_000)}`);
    first.viewModel.send("What is it?");
    const kept = JSON.parse(store.read(PLAYGROUND_STORAGE_KEY) ?? "{}");
    expect(kept.turns[0]).toMatchObject({ content: "What is it?", images: [{ dataUrl: null }] });
  });
});
