Feature: Available models
  Anyone can see which models the gateway offers: who provides them, how much they read at once, what they cost
  per million tokens and what they can do (chat, tools, vision, structured output, reasoning). Searching,
  filtering by provider and sorting narrow and order the list, and the view is kept in the address so it can be
  shared.

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
