Feature: Comparing models and seeing the request as code in the playground
  Beyond the spec, the playground puts two or three models side by side on one prompt, with each one's time to
  first token, duration, tokens, cost, energy cost and renewable share, and shows the request it would send as
  curl, Python and TypeScript, the API key always left as a placeholder.

  Background:
    Given I am signed in

  @memory-build
  Scenario: Two models answer one prompt side by side, with their figures
    When I compare "gpt-4o-mini" and "gpt-4o" on the prompt "Name three rivers"
    Then each compared model has answered in its own column
    And the results give each model its time to first token, duration, tokens in and out, cost, energy cost and renewable share
    And the lowest cost is highlighted for "gpt-4o-mini"
    And the costs read like the request logs, with 7 decimals

  Scenario: Best Available says which model served it and why
    When I compare "Best Available" and "gpt-4o-mini" on the prompt "Say hello"
    Then the "Best Available" column names the model that served it and why
    And the "gpt-4o-mini" column names no other model

  Scenario: A comparison needs two models
    When I compare only "gpt-4o" on the prompt "Hello"
    Then the comparison says "Choose at least two models to compare."
    And nothing has been compared

  Scenario: The same model twice shows how much it varies
    When I compare "gpt-4o-mini" and "gpt-4o-mini" on the prompt "Pick a colour"
    Then each compared model has answered in its own column

  Scenario: The request as code, the key left as a placeholder
    When I view the code of the prompt "Say \"hi\" to $USER, `whoami` and C:\temp" sent to "gpt-4o-mini"
    Then the curl, Python and TypeScript snippets each stream that prompt to "gpt-4o-mini"
    And every snippet reads the API key from MERIDIAN_API_KEY
