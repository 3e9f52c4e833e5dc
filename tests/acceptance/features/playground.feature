Feature: Chatting with a model in the playground
  A signed-in person picks a model (or lets 'Best Available' pick one), tunes its settings within their bounds,
  asks questions and sees each answer written as it streams, with its token usage and cost. The conversation is
  still there after a reload, and goes away on sign-out.

  Background:
    Given I am signed in
    And I am on the playground

  @memory-build
  Scenario: An answer is written as it streams, then shows its usage and cost
    When I choose the model "gpt-4o-mini"
    And I ask "What is a watt?"
    Then the conversation shows the question "What is a watt?"
    And the last reply is the simulated answer of "gpt-4o-mini"
    And the last reply shows its token usage and its cost

  Scenario: Best Available says which model served it and why
    When I choose the model "Best Available"
    And I choose the routing strategy "Cost"
    And I ask "Which model answers this?"
    Then the last reply says which model served it and why
    And the last reply shows its token usage and its cost

  Scenario: A reasoning model has settings of its own
    When I choose the model "o3-mini"
    Then the settings offered are "Temperature, Top P, Repetition penalty, Max completion tokens, Reasoning effort, Store the completion"
    When I choose the model "gpt-4o-mini"
    Then the settings offered are "Temperature, Top P, Repetition penalty, Max tokens"

  Scenario: The settings go back to their defaults
    When I set "Temperature" to 1.5
    And I set "Top P" to 0.5
    And I set "Max tokens" to 200
    Then the setting "Temperature" is 1.5
    When I reset the settings to their defaults
    Then the settings are:
      | Temperature        | 0.7  |
      | Top P              | 0.9  |
      | Repetition penalty | 1.1  |
      | Max tokens         | 1024 |

  Scenario: The conversation and the choices are kept across a reload
    When I choose the model "gpt-4o-mini"
    And I choose the system prompt "Code Expert"
    And I ask "What is a watt?"
    And I reload the playground
    Then the conversation shows the question "What is a watt?"
    And the last reply is the simulated answer of "gpt-4o-mini"
    And the chosen model is "gpt-4o-mini"
    And the chosen system prompt is "Code Expert"

  Scenario: A remembered model that is no longer offered is said to be not defined
    Given the playground remembers the model "retired-model"
    When I reload the playground
    Then a toast says "Model Not Defiend"
    And the chosen model is "Best Available"

  Scenario: Stopping a reply keeps what was written so far
    When I choose the model "gpt-4o"
    And I start asking "Tell me, at length and with many examples, how electricity gets from a power station through the transmission grid and the local distribution network into the sockets of a house, what a transformer does along the way, why the voltage changes, what a watt and a kilowatt hour are, and how a bill is worked out from them"
    And I stop the reply
    Then the last reply is marked as stopped and keeps what was written

  Scenario: Clearing the conversation starts afresh
    When I choose the model "gpt-4o-mini"
    And I ask "Hello"
    And I clear the conversation
    Then no reply is shown

  Scenario: Signing out forgets the conversation
    When I choose the model "gpt-4o-mini"
    And I ask "Something private"
    And I sign out
    And I sign in with the demo account
    And I am on the playground
    Then no reply is shown
    And the chosen model is "Best Available"
