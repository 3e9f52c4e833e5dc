Feature: A department's files, models and people
  Beside its settings, a department has three tabs. Files: the policy documents it works under, uploaded with a
  progress bar or added from a URL (names lose their spaces), each pending until the gateway has read it, then
  indexed into the chunks its text makes (or failed, with the reason), deleted after a confirmation naming it.
  Models: those its people may use, none meaning every model of the organization.
  People: who belongs, with what role, and the API keys each sends requests with, each with everything it carries
  (name, status, expiry, budget and spend, limits, models, who made it, last use), made, edited, rotated with a
  grace, revoked and deleted there, a new secret shown in full once.
  The rank rule decides who may change what (SPEC §6): what a role may not do is not offered, and the tab says why.

  # On the local stack every scenario shares one gateway database: documents carry a name no other run uses, the
  # model scenario assigns whichever model Research does not have yet and removes it again, and the key scenario
  # looks only at the key it created.

  @memory-build
  Scenario: The owner uploads a policy document, sees its progress and it read, finds it by search, then deletes it
    Given I am signed in as the owner
    And I open the files of the department "Research"
    When I upload a new policy document of 4500 characters
    Then I saw the upload's progress until it was done
    And the document I added is soon read into the chunks its text makes, last changed by "Owner"
    When I search the documents for the words of the document I added
    Then a passage of the document I added is found first, in its own words
    When I ask to delete the document I added
    Then I am asked to confirm deleting the document I added from "Research"
    When I confirm it
    Then the document I added is no longer listed

  # Neither profile fetches from a loopback address: the gateway's outbound address policy refuses it (#14), the
  # in-browser demo fetches nothing at all. Either way nothing is stored.
  Scenario: The owner may not add a policy document from a loopback address
    Given I am signed in as the owner
    And I open the files of the department "Research"
    When I try to add a new policy document from "http://127.0.0.1:9/policy.txt"
    Then the document I tried to add is not listed

  Scenario: A department admin may not delete a document a super admin changed last
    Given I am signed in as the department admin
    When I open the files of the department "Research"
    Then the document "AI-Acceptable-Use-Policy" cannot be deleted: "Needs the Super admin role or higher."
    And the document "Model-Card-Requirements" can be deleted

  Scenario: A department admin assigns a model to their department, then removes it after confirming
    Given I am signed in as the department admin
    And I open the models of the department "Research"
    When I assign a model the department does not have yet
    Then that model is among the department's models
    And the model picker no longer offers that model
    When I ask to remove that model from the department
    Then I am asked to confirm removing that model from "Research"
    When I confirm it
    Then that model is no longer among the department's models
    And the model picker offers that model again

  Scenario: A department admin creates a named API key with a budget for a member and sees it in full only once
    Given I am signed in as the department admin
    And I open the people of the department "Research"
    When I create an API key "Evaluation runs" with a monthly budget of 0.05 US dollars for "amara.okafor@meridian.example"
    Then the member's new key is shown in full, with the warning that it won't be shown again
    And the member's new key is listed masked among the keys of "amara.okafor@meridian.example"
    And that key of "amara.okafor@meridian.example" is listed as "Active", spending "$0.00 of $0.05"
    When I say I have saved the member's new key
    Then no member's key is shown in full
    And the member's new key is listed masked among the keys of "amara.okafor@meridian.example"

  Scenario: A department admin rotates a member's key with a grace, then revokes and deletes it after confirming
    Given I am signed in as the department admin
    And I open the people of the department "Research"
    And I created an API key "Rotation drill" for "amara.okafor@meridian.example"
    When I rotate that key of "amara.okafor@meridian.example", keeping its old secret for "1 hour"
    Then the member's new key is shown in full, with the warning that it won't be shown again
    And that key of "amara.okafor@meridian.example" shows its new secret masked, its old secret working for a while yet
    When I ask to revoke that key of "amara.okafor@meridian.example"
    Then I am asked to confirm revoking that key
    When I confirm it
    Then that key of "amara.okafor@meridian.example" is listed as "Revoked"
    When I ask to delete that key of "amara.okafor@meridian.example"
    Then I am asked to confirm deleting that key
    When I confirm it
    Then that key is no longer among the keys of "amara.okafor@meridian.example"

  Scenario: A member is told why the people of their department are not shown
    Given I am signed in as the member
    When I open the people of the department "Research"
    Then the people tab says "Needs the Department admin role or higher."
    And nobody of the department is listed
