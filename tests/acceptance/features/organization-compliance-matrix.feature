Feature: Compliance matrix
  Beside the report, every department the person can see is laid out against the seven frameworks, with the role
  that set each, how the department handles personal data, where its requests may be served, its budget and spend,
  and the models it may use: what an auditor reads at a glance, prints or exports.

  @memory-build
  Scenario: The owner reads Research's frameworks and PII handling as seeded, and exports the matrix
    Given I am signed in as the owner
    When I open the organization report
    And I open the compliance matrix
    Then the address shows the compliance matrix
    And the compliance matrix shows for "Research":
      | framework | adopted | set by           |
      | SOC2      | yes     | Owner            |
      | ISO42001  | yes     | Super admin      |
      | GDPR      | no      |                  |
      | HIPAA     | no      |                  |
      | EU AI ACT | yes     | Super admin      |
      | AI RMF    | yes     | Department admin |
      | DORA      | no      |                  |
    And the compliance matrix shows "Research" handling PII as "Mask PII (pseudonymize)" for "EMAIL_ADDRESS" and "PHONE_NUMBER"
    And the compliance matrix shows a budget of "$2,500.00" and the models "Research" may use
    When I export the compliance matrix as CSV
    Then the matrix file is dated today and has one row per department shown
    And the matrix file's "Research" row says SOC2 "true" set by "OWNER", GDPR "false" and PII handling "PSEUDONYMIZE"
