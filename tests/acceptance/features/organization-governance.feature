Feature: Department governance, from the owner's settings to a member's request
  An owner sets a department's compliance policies and brings a person in; what that person then asks as a
  member of the department is held to those policies before it reaches any model, and the organization's report
  shows who asked.

  # On the local stack this is the whole product at work: the dashboard, the reference gateway on PGlite and the
  # Auth emulator, where the invited person signs up with the address they were invited with.

  Scenario: A member's playground request is masked by the department's PII policy and shows in the report
    Given I am signed in as the owner
    When I create a department of my own with GDPR and "Mask PII (pseudonymize)"
    And I upload a policy document to that department
    Then the upload showed its progress until the document was stored
    When I invite a new person into that department as a member
    And that person signs in with the address they were invited with
    And they ask the playground as a member of that department "Please forward the contract to jane.doe@example.com today"
    Then their request was logged with "<EMAIL_ADDRESS_1>" in place of "jane.doe@example.com"
    When I sign in as the owner again
    Then the report of that department lists a request from the new person
    And I remove the new person from the organization
