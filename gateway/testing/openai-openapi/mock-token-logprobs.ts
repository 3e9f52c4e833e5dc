/**
 * Made-up log probabilities of the tokens (here, the streamed pieces) of a mock answer, each with `top` likelier
 * tokens beside it (itself first), as OpenAI gives them when asked with `logprobs` and `top_logprobs`.
 */
export function mockTokenLogprobs(tokens: readonly string[], top: number) {
  return tokens.map((token, index) => {
    const logprob = -0.05 * ((index % 5) + 1);
    return {
      ...scored(token, logprob),
      top_logprobs: Array.from({ length: top }, (_, rank) =>
        rank === 0 ? scored(token, logprob) : scored(`alternative ${rank}`, logprob - rank),
      ),
    };
  });
}

function scored(token: string, logprob: number) {
  return { token, logprob, bytes: [...Buffer.from(token, "utf8")] };
}
