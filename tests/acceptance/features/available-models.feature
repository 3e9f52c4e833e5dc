Feature: Available models
  Anyone can see which models the gateway offers: who provides them, how much they read at once and how long an
  answer they write, what they cost per million tokens and the day those prices were read, and what they can do
  (chat, tools, vision, structured output, reasoning, embeddings). Searching, filtering by provider and by
  capability and sorting narrow and order the list, and the view is kept in the address so it can be shared.

  # The memory profile and the reference gateway list different catalogues: the scenarios name only the models
  # both offer, and count relative to what is shown.

  @memory-build
  Scenario: A visitor sees each model with its provider, context window, prices and reasoning
    Given I am a visitor
    When I open the available models
    Then the models include:
      | model       | provider | context | input | output | reasoning | developer |
      | gpt-4o-mini | OpenAI   | 128K    | $0.15 | $0.60  | no        | OpenAI    |
      | o3-mini     | OpenAI   | 200K    | $1.10 | $4.40  | yes       | OpenAI    |
      | gpt-4o      | OpenAI   | 128K    | $2.50 | $10.00 | no        | OpenAI    |
    And the count says every model is shown

  Scenario: Each model shows what it can do
    Given I am a visitor
    When I open the available models
    Then the model "o3-mini" can do "chat, tools, structured-output, reasoning"
    And the model "gpt-4o-mini" can do "chat, tools, vision, structured-output"

  Scenario: Models show what they can do as tags, with context window, maximum output and the date of their prices
    Given I am a visitor
    When I open the available models
    Then the models show:
      | model                  | tags                                      | context | max output | prices read on | prices checked |
      | gpt-4o-mini            | chat, tools, vision, structured-output    | 128K    | 16K        | 2026-12-06     | no             |
      | o3-mini                | chat, tools, structured-output, reasoning | 200K    | 100K       | 2026-12-06     | no             |
      | text-embedding-3-small | embeddings                                | 8K      | —          | 2026-12-06     | yes            |
    And every model shown says the day its prices were read

  Scenario: The capability filter keeps only models that have every chosen capability, is kept in the address, and clears
    Given I am a visitor
    And I open the available models
    Then the capability filter offers "tools, vision, structured-output, reasoning, embeddings"
    When I filter the models by the capability "tools"
    And I filter the models by the capability "vision"
    Then every model shown can do "tools, vision"
    And the models shown include "gpt-4o-mini"
    And the count says how many of all the models are shown
    And the capability filter has "tools, vision" pressed
    And the address keeps the capabilities "tools, vision"
    When I reload the page
    Then every model shown can do "tools, vision"
    And the capability filter has "tools, vision" pressed
    When I filter the models by the capability "embeddings"
    Then no model is shown
    And the models page says "No model matches"
    When I clear the model filters
    Then the count says every model is shown
    And the capability filter has nothing pressed
    And the address keeps no capability
    When I filter the models by the capability "embeddings"
    Then every model shown can do "embeddings"
    And the models shown include "text-embedding-3-small"
    And the capability filter counts every model shown for "embeddings"

  Scenario: A signed-in person sees the same catalogue
    Given I am signed in
    When I open the available models
    Then the models shown include "gpt-4o-mini"
    And the count says every model is shown

  Scenario: Searching narrows the list to the matching models
    Given I am a visitor
    And I open the available models
    When I search the models for "mini"
    Then every model shown has "mini" in its name
    And the models shown include "o3-mini"
    And the count says how many of all the models are shown

  Scenario: Searching finds models by their provider too
    Given I am a visitor
    And I open the available models
    When I search the models for "anthropic"
    Then every model shown is from "Anthropic"

  Scenario: Filtering by a provider shows only its models
    Given I am a visitor
    And I open the available models
    When I filter the models by the provider "Mistral AI"
    Then every model shown is from "Mistral AI"
    And the count says how many of all the models are shown

  Scenario: Clicking a column header sorts by it, and a second click reverses the order
    Given I am a visitor
    And I open the available models
    When I sort the models by input price
    Then the models are in ascending order of input price
    When I sort the models by input price
    Then the models are in descending order of input price

  Scenario: Sorting by context window puts the largest first on a second click
    Given I am signed in
    And I open the available models
    When I sort the models by context window
    And I sort the models by context window
    Then the models are in descending order of context window

  Scenario: A shared address opens with its filter and order
    Given I am a visitor
    When I open "/available-models?provider=prov-openai&sort=output&order=desc"
    Then every model shown is from "OpenAI"
    And the models are in descending order of output price

  Scenario: When nothing matches, the page says so, and clearing the filters brings the models back
    Given I am a visitor
    And I open the available models
    When I search the models for "no model is called this"
    Then no model is shown
    And the models page says "No model matches"
    When I clear the model filters
    Then the count says every model is shown
