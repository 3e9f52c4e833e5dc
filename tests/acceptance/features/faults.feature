@http-only
Feature: Faults on the wire between the dashboard and the gateway
  Whatever goes wrong between the browser and the gateway lands on the error page SPEC §8 names for it: 401 and
  403 on access denied, 404 on not found, 429 on too many requests, 500 and 502 on server error, a connection
  dropped before any answer on the blocked-request page, an answer that cannot be read on contact support. A
  token that expires mid-session is refreshed unnoticed, and a gateway that stops while a reply is written leaves
  a clear error and the conversation as it was.

  Background:
    Given I am signed in

  Scenario Outline: <fault> on <call> opens <path>
    Given the gateway answers <call> with <fault>
    When I make <call>
    Then I am at "<path>"
    And the page heading is "<heading>"

    Examples:
      | call                 | fault                | path                    | heading           |
      | the API keys list    | 401                  | /error/access-denied    | Access denied     |
      | the API keys list    | 404                  | /not-found              | Page not found    |
      | the API keys list    | 429                  | /error/many-requests    | Too many requests |
      | the API keys list    | 500                  | /error/server-error     | Server error      |
      | the API keys list    | a dropped connection | /error/cors-policy      | Blocked request   |
      | the API keys list    | an unreadable answer | /error/contact-support  | Contact support   |
      | the usage logs       | 403                  | /error/access-denied    | Access denied     |
      | the usage logs       | 502                  | /error/server-error     | Server error      |
      | the usage logs       | an unreadable answer | /error/contact-support  | Contact support   |
      | the available models | 404                  | /not-found              | Page not found    |
      | the available models | 429                  | /error/many-requests    | Too many requests |
      | the available models | a dropped connection | /error/cors-policy      | Blocked request   |
      | a playground reply   | 401                  | /error/access-denied    | Access denied     |
      | a playground reply   | 502                  | /error/server-error     | Server error      |
      | a playground reply   | a dropped connection | /error/cors-policy      | Blocked request   |

  Scenario: A token that expires mid-session is refreshed without the person noticing
    Given I have made the API keys list
    When my session's token expires
    And I make the usage logs
    Then I am at "/usage-logs"
    And the page heading is "Usage logs"
    And the token was refreshed at the identity provider and the gateway got only the refreshed one

  Scenario: The gateway stopped while a reply is written leaves a clear error and keeps the conversation
    Given I am on the playground
    When I choose the model "gpt-4o"
    And I start asking "Tell me, at length and with many examples, how electricity gets from a power station through the transmission grid and the local distribution network into the sockets of a house"
    And the gateway stops
    Then the last reply failed saying "The connection to the gateway was lost before the answer was complete. What was written so far is kept." and keeps what was written
    And the conversation shows the question "Tell me, at length and with many examples, how electricity gets from a power station through the transmission grid and the local distribution network into the sockets of a house"
    And I am at "/playground"
    When the gateway is back and I reload the playground
    Then the last reply failed saying "The connection to the gateway was lost before the answer was complete. What was written so far is kept." and keeps what was written
