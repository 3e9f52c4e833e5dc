@local
Feature: A budget alert reaches the organization's webhook, signed, on the local stack
  Against the reference gateway: the owner points the organization's webhook at a receiver on this machine and
  keeps the secret shown once; a department crossing 80 % of its budget then sends the receiver one delivery, whose
  signature checks with that secret.

  Scenario: A department crossing 80 % of its budget sends one signed delivery to the organization's webhook
    Given a webhook receiver listens on this machine
    And I am signed in as the owner
    When I point the organization's webhook at that receiver, keeping the secret it is shown once
    And I create a department of my own with a monthly budget of "0.00001" dollars
    And I keep only the 80 % budget alert of that department, without the forecast warning
    And I invite a new person into that department as a member
    And that person signs in with the address they were invited with
    And they ask the playground as a member of that department "How much have we spent this month?"
    Then the receiver gets one delivery about that department's 80 % alert, signed with that secret
    When I sign in as the owner again
    And I remove the organization's webhook
    And I remove the new person from the organization
