Feature: Feedback
  Anyone can tell the team what they think: a topic, a message of 10 to 4000 characters and, if they wish, an
  address to reply to. The form checks the rules before anything is sent and shows each broken one under its
  field. Sent feedback is stored by the gateway (POST /feedback), confirmed in a toast, and the form starts afresh.

  @memory-build
  Scenario: A visitor sends feedback
    Given I am a visitor
    When I open the feedback page
    And I send this feedback:
      | topic         | An idea                                         |
      | message       | Please show the cost per day in the usage logs. |
      | reply address | ada@example.com                                 |
    Then a toast says "Thank you! Your feedback was sent."
    And the feedback form is empty again

  Scenario: Feedback that breaks the rules is refused, each broken rule shown under its field
    Given I am a visitor
    When I open the feedback page
    And I send this feedback:
      | topic         |              |
      | message       | Too short    |
      | reply address | not an email |
    Then the feedback form shows these broken rules:
      | field         | rule                                                  |
      | topic         | Choose what your feedback is about.                   |
      | message       | message must be longer than or equal to 10 characters |
      | reply address | email must be an email                                |
    And the feedback was not sent

  Scenario: A signed-in person is offered their email as the reply address
    Given I am signed in
    When I open the feedback page
    Then the feedback form offers "demo@meridian.example" as the reply address
    When I send this feedback:
      | topic         | A question                                     |
      | message       | Can a department have two monthly budgets?     |
      | reply address | demo@meridian.example                          |
    Then a toast says "Thank you! Your feedback was sent."
    And the feedback form offers "demo@meridian.example" as the reply address

  Scenario: What I typed is still there after a reload, until I send it
    Given I am a visitor
    When I open the feedback page
    And I type this feedback without sending it:
      | topic         | A problem                                       |
      | message       | The invoice link opens a blank page on Firefox. |
      | reply address | grace@example.com                               |
    And I reload the page
    Then the feedback form shows:
      | topic         | A problem                                       |
      | message       | The invoice link opens a blank page on Firefox. |
      | reply address | grace@example.com                               |
    When I send this feedback:
      | topic         | A problem                                       |
      | message       | The invoice link opens a blank page on Firefox. |
      | reply address | grace@example.com                               |
    And I reload the page
    Then the feedback form is empty again
