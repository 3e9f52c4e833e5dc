Feature: API documentation
  The gateway describes itself in an OpenAPI document (GET /openapi.json) generated from its own routes. The
  dashboard lists its operations by tag, says who may call each, and gives examples in curl, Python and
  TypeScript. A signed-in person may choose, for the examples, a key they made or rotated in this tab (the gateway
  shows a key's secret only then), which the examples then carry in full; otherwise they read the key from the
  environment.

  # On the local stack every scenario shares one gateway and the demo account may already hold keys: the scenario
  # only uses the key it created.

  @memory-build
  Scenario: A visitor finds chat completions, its examples reading the key from the environment
    Given I am a visitor
    When I open the API documentation
    Then the API documentation lists "POST /chat/completions"
    And "POST /chat/completions" may be called with "API key or session"
    And "GET /tiers" may be called with "Public"
    And no key is offered for the examples
    And the curl example of "POST /chat/completions" reads the API key from "MERIDIAN_API_KEY"

  Scenario: The examples carry the key a signed-in person chose
    Given I am signed in
    And I have just created an API key
    When I open the API documentation
    And I choose that key for the examples
    Then the curl example of "POST /chat/completions" carries that key in full
    And the Python example of "POST /chat/completions" carries that key in full
    And the TypeScript example of "POST /chat/completions" carries that key in full
