// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lastAnswered, modelPicker, openPlaygroundPage, promptBox } from "./playground-page.test-helper.tsx";

const PNG_BYTES = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);
const pixel = (name = "one-pixel.png") => new File([PNG_BYTES], name, { type: "image/png" });
const attached = () => screen.queryAllByTestId("attached-image");
const fileInput = () => screen.getByTestId<HTMLInputElement>("attach-image-input");
const option = (model: string) =>
  screen.getAllByTestId<HTMLOptionElement>("model-option").find((each) => each.value === model);

describe("attaching images", () => {
  it("attaches an image from the computer by a button, with the limits stated beside it", async () => {
    const { user } = await openPlaygroundPage();
    const button = screen.getByTestId("attach-image");
    expect(button.textContent).toBe("Attach an image");
    expect(screen.getByText("PNG, JPEG, WebP or GIF, up to 3 MB each, 4 per message.").id).toBe(
      button.getAttribute("aria-describedby"),
    );
    await user.upload(fileInput(), pixel());
    await waitFor(() => expect(attached()).toHaveLength(1));
    expect(attached()[0]?.textContent).toContain("one-pixel.png");
    await user.click(screen.getByRole("button", { name: "Remove the image one-pixel.png" }));
    expect(attached()).toEqual([]);
  });

  it("refuses an image over the limit, saying the limit", async () => {
    const { app, user } = await openPlaygroundPage();
    const large = new File([new Uint8Array(4 * 1024 * 1024)], "large.png", { type: "image/png" });
    await user.upload(fileInput(), large);
    await waitFor(() =>
      expect(app.toasts()).toContain("The image is larger than 3 MB: it cannot be attached."),
    );
    expect(attached()).toEqual([]);
  });

  it("sends the image with the question, which shows it from its own data only", async () => {
    const { user } = await openPlaygroundPage();
    await user.upload(fileInput(), pixel());
    await waitFor(() => expect(attached()).toHaveLength(1));
    await user.type(promptBox(), "What is in this picture?{Enter}");
    await lastAnswered();
    const image = within(screen.getByTestId("playground-question")).getByRole<HTMLImageElement>("img", {
      name: "one-pixel.png",
    });
    expect(image.getAttribute("src")).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(attached()).toEqual([]);
  });
});

describe("the model list", () => {
  it("says what each model can do, and does not offer one that cannot read the image attached", async () => {
    const { user } = await openPlaygroundPage();
    await user.selectOptions(modelPicker(), "gpt-4o");
    expect(
      within(screen.getByRole("list", { name: "What gpt-4o can do" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Tools", "Images", "JSON"]);
    expect(option("mistral-small")?.dataset.offered).toBe("true");

    await user.upload(fileInput(), pixel());
    await waitFor(() => expect(option("mistral-small")?.dataset.offered).toBe("false"));
    expect(option("mistral-small")?.disabled).toBe(true);
    expect(option("mistral-small")?.title).toBe("Cannot read images");
    expect(option("Best Available")?.dataset.offered).toBe("true");
    expect(option("gpt-4o")?.dataset.offered).toBe("true");
    expect(screen.getByTestId("models-not-offered").textContent).toBe(
      "Not offered for this request: o3-mini (Cannot read images), mistral-large (Cannot read images), mistral-small (Cannot read images)",
    );
  });

  it("refuses to send with a chosen model the request has outgrown, saying why", async () => {
    const { app, user } = await openPlaygroundPage();
    await user.selectOptions(modelPicker(), "mistral-small");
    await user.upload(fileInput(), pixel());
    await waitFor(() => expect(attached()).toHaveLength(1));
    expect(
      screen.getByText(
        "mistral-small is not offered for this request: Cannot read images. Choose another model.",
      ),
    ).toBeTruthy();
    await user.type(promptBox(), "What is this?{Enter}");
    expect(app.toasts()).toContain(
      "mistral-small is not offered for this request: Cannot read images. Choose another model.",
    );
  });
});
