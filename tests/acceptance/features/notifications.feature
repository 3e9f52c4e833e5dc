Feature: Notifications of budget alerts
  A department's spending this month is held against its monthly budget. Each percentage of its budget alerts
  notifies the people who run it (its admins, the organization's super admins and its owner) once a month, in a
  list the shell opens from a button that says how many are unread; reading one lowers the count.

  # Each scenario makes its own department with a budget of a thousandth of a cent and one alert, at 80 %, so the
  # first playground request asked as that department crosses it on either profile; the owner, who runs the
  # organization, is among those notified. On the local stack notifications accumulate, so the steps look only at
  # those about that department.

  Background:
    Given I am signed in as the owner
    When I create a department of my own with a monthly budget of "0.00001" dollars
    And I keep only the 80 % budget alert of that department, without the forecast warning
    And I invite a new person into that department as a member
    And that person signs in with the address they were invited with
    And they ask the playground as a member of that department "How much have we spent this month?"
    And I sign in as the owner again

  Scenario: A department crossing 80 % of its budget notifies its admin once
    Then one unread notification says that department "has used 80% of its $0.00001 monthly budget"
    And I remove the new person from the organization

  Scenario: Marking a notification read lowers the count
    Given the notification about that department is unread
    When I mark the notification about that department read
    Then the notifications button counts one unread notification fewer
    And no unread notification is about that department
    And I remove the new person from the organization
