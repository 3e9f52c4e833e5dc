Feature: Compliance evidence download
  Under a department's settings, where its frameworks are switched, its admins, the organization's super admins
  and its owner download the department's compliance evidence for a month: a zip with a manifest holding the
  SHA-256 of every other file, a printable summary, the requests' metadata, the settings history, the PII
  redactions by kind, the budget and residency decisions and the audit chain's verification and head. Request
  bodies go in only when the owner or a super admin asks for them. It is evidence for assessors, not a
  certification.

  @memory-build
  Scenario: The owner downloads Research's evidence for this month, with its requests in it
    Given I am signed in as the owner
    When I open the evidence download of the department "Research"
    Then the evidence download offers this month and the eleven before it, with request bodies
    When I download the evidence
    Then the evidence file is named for "Research" and this month
    And the evidence's manifest holds the SHA-256 of every other file
    And the evidence lists the department's requests of this month, their PII redactions added up by kind
    And the evidence's summary runs no script and fetches nothing
    And the evidence carries the audit chain's verification and head

  Scenario: A department admin downloads the evidence without request bodies
    Given I am signed in as the department admin
    When I open the evidence download of the department "Research"
    Then the evidence download does not offer request bodies
    When I download the evidence
    Then the evidence holds no request bodies

  Scenario: The owner includes request bodies in last month's evidence
    Given I am signed in as the owner
    When I open the evidence download of the department "Research"
    And I choose last month for the evidence
    And I include request bodies in the evidence
    And I download the evidence
    Then the evidence file is named for "Research" and last month
    And the evidence holds the request bodies

  Scenario: A member of the department is not offered the download
    Given I am signed in as the member
    When I open the evidence download of the department "Research"
    Then the evidence download is not offered
