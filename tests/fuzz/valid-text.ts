import fc from "fast-check";

/** Text class-validator counts as it is written: printable ASCII (no surrogate pairs, which it counts as one). */
export const textOfLength = (minLength: number, maxLength: number) => fc.string({ minLength, maxLength });

/** Text with something left once its spaces are trimmed or removed. */
export const filledText = () =>
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.stringMatching(/^[A-Za-z0-9]$/), fc.string({ maxLength: 20 }))
    .map((parts) => parts.join(""));

/** Surrounded by spaces and tabs, which a trimming rule removes. */
export const padded = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.stringMatching(/^[ \t]{0,3}$/), text, fc.stringMatching(/^[ \t]{0,3}$/))
    .map((parts) => parts.join(""));

/** A plain valid address (no quoted local part, no IP domain), in any letter case. */
export const emailAddress = () =>
  fc
    .tuple(
      fc.stringMatching(/^[a-z0-9]{1,10}([._+-][a-z0-9]{1,10}){0,2}$/),
      fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10})?(\.[a-z0-9]{1,10}){0,2}\.[a-z]{2,6}$/),
      fc.boolean(),
    )
    .map(([local, domain, shout]) => {
      const address = `${local}@${domain}`;
      return shout ? address.toUpperCase() : address;
    });

/** A valid address with spaces anywhere in it, as a form that removes every space accepts it. */
export const spacedEmailAddress = () =>
  fc
    .tuple(emailAddress(), fc.array(fc.nat(), { maxLength: 3 }))
    .map(([address, cuts]) =>
      cuts.reduce(
        (text, cut) => `${text.slice(0, cut % text.length)} ${text.slice(cut % text.length)}`,
        address,
      ),
    );

export const webUrl = () =>
  fc
    .tuple(
      fc.constantFrom("http", "https"),
      fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,12}){0,2}\.[a-z]{2,6}$/),
      fc.stringMatching(/^(\/[a-z0-9_-]{1,12}){0,3}$/),
    )
    .map(([scheme, host, path]) => `${scheme}://${host}${path}`);
