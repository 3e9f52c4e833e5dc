Feature: Organization models
  An organization offers its departments models: the gateway's own, added by picking one it does not have yet and
  always public, and models it hosts itself (custom models: name, provider, access, deployment region and grid node
  are required). A model's emission is the renewable share of its grid node, with 2 decimals. A super admin or the
  owner adds and deletes models, and a model last changed by a higher role stays out of a lower role's reach; the
  others read the list, told which role may change it. Everyone signed in sees the grid nodes models run on.

  # On the local stack every scenario shares one gateway: a scenario looks only at the models it added, custom ones
  # under a name of its own.

  @memory-build
  Scenario: The owner adds one of the gateway's models, listed as public with its emission
    Given I am signed in as the owner
    And I open the organization models
    When I add an available model the organization does not have yet
    Then that model is listed as AVAILABLE with PUBLIC access, last changed by "Owner"
    And that model's emission is its grid node's renewable share, with 2 decimals
    And that model is no longer offered among the available models

  Scenario: The owner adds a custom model and deletes it after confirming
    Given I am signed in as the owner
    And I open the organization models
    When I add a private custom model of my own on a grid node, with an API key
    Then my custom model is listed as CUSTOM with PRIVATE access, its API key masked
    And my custom model's emission is its grid node's renewable share, with 2 decimals
    When I ask to delete my custom model
    Then I am asked to confirm deleting my custom model, by its name
    When I confirm deleting the model
    Then my custom model is no longer listed
    And a toast says my custom model was deleted

  Scenario: A custom model without a grid node is refused before anything is sent
    Given I am signed in as the owner
    And I open the organization models
    When I add a custom model of my own without a grid node
    Then the model form says "gridNodeId should not be empty"
    And my custom model was not sent to the gateway

  Scenario: The super admin adds a custom model, but may not delete one the owner last changed
    Given I am signed in as the super admin
    And I open the organization models
    Then a model last changed by "Owner" cannot be deleted
    When I add a private custom model of my own on a grid node, with an API key
    Then my custom model is listed as CUSTOM with PRIVATE access, its API key masked
    And my custom model can be deleted

  Scenario Outline: The <persona> reads the models without changing them
    Given I am signed in as the <persona>
    And I open the organization models
    Then the organization's models are listed
    And adding a model is disabled with the reason "Needs the Super admin role or higher."
    And no model offers to be deleted

    Examples:
      | persona          |
      | department admin |
      | member           |

  Scenario Outline: The <persona> sees the grid nodes with their renewable share to 2 decimals
    Given I am signed in as the <persona>
    And I open the organization models
    Then the grid nodes are listed with their region, name, location, price per MWh and last update
    And every grid node's renewable share is shown with 2 decimals

    Examples:
      | persona          |
      | owner            |
      | super admin      |
      | department admin |
      | member           |
