// Generated from openapi.yaml by `npm run generate`. Do not edit.
import type { OpenAPIV3 } from 'openapi-types'

/** The parsed openapi.yaml, as the single source of truth at run time. */
const parsed = {
  "openapi": "3.0.3",
  "info": {
    "title": "Petstore API",
    "version": "1.0.0",
    "description": "Manages a catalogue of animals (pets), the categories they belong to, store\norders for pets, and one stock inventory entry per pet.\n\n## Versioning\nThe major version lives in the path (`/api/v1`). Operations may carry a\nstability marker in `x-stability` (`beta` or `experimental`).\n`GET /pets/{petId}` is deprecated: its responses carry `Deprecation`\n(RFC 9745), `Sunset` (RFC 8594) and a `Link` with `rel=\"sunset\"`, and after\nthe sunset instant it answers `410 gone`.\n\n## Authentication\nEvery operation needs `Authorization: Bearer <key>`. A missing, malformed or\nunknown key is `401 unauthorized` with `WWW-Authenticate: Bearer realm=\"petstore\"`.\nKeys carry scopes: a read-only key gets `403 forbidden` on any write.\n\n## States and transitions\n- A pet's inventory entry always carries the pet's status. A new pet starts\n  with stock 1 when it is `available`, else 0.\n- Placing an order (`createOrder`) takes `quantity` from stock; when stock\n  reaches 0 the pet becomes `pending`.\n- Completing an order (`updateOrder` with `complete: true`): when the pet's\n  stock is 0 and no incomplete order remains, the pet becomes `sold`.\n  Completing is one-way.\n- Cancelling an order (`cancelOrder`) returns its quantity to stock; a\n  `pending` pet with stock above 0 becomes `available` again.\n- Setting stock (`updateInventory`) above 0 makes a `pending` or `sold` pet\n  `available`; setting it to 0 makes an `available` pet `pending` (while it\n  has open orders) or `sold` (when it has none). Stock plus the units in the\n  pet's open orders may not pass 1,000,000 (`409 stock_limit_exceeded`), so\n  that cancelling an order never pushes stock out of bounds.\n- `updatePet` may set any status by hand; the inventory entry follows.\n- A pet cannot be deleted while an incomplete order references it\n  (`409 pet_has_open_orders`); a category cannot be deleted while a pet\n  references it (`409 category_in_use`).\n\n## Paging\nEvery list takes `limit` (1-100, default 20) and `offset` (0 or more). The\nbody is a plain array; `X-Total-Count` carries the number of matching items\nand an RFC 8288 `Link` header carries `first`, `prev`, `next` and `last`.\n\n## Errors\nEvery error is `application/json` with the `Error` object, whose `status`\nequals the HTTP status. Codes: `invalid_json` (400), `validation_failed`\n(400, with `details`), `unauthorized` (401), `forbidden` (403), `not_found`\n(404, also for any unknown path), `method_not_allowed` (405 with `Allow`),\n`category_exists`, `category_in_use`, `pet_has_open_orders`,\n`pet_not_available`, `insufficient_stock`, `order_completed`,\n`stock_limit_exceeded` (409), `gone`\n(410), `payload_too_large` (413, bodies over 64 KiB),\n`unsupported_media_type` (415), `unknown_category`, `unknown_pet` (422),\n`rate_limited` (429 with `Retry-After`), `internal_error` (500),\n`service_unavailable` (503) and `store_unavailable` (503, the browser mock\nonly: the tab holding the shared store went away mid-request). Path ids must be plain decimal digits within\nint64, else 400; a valid id that does not exist is 404. The mock, when it\nproxies to a real backend, may also answer `bad_gateway` (502) or\n`gateway_timeout` (504); these are the proxy's, not this API's.\n"
  },
  "servers": [
    {
      "url": "/api/v1",
      "description": "The mock, and any deployment, on the page's own origin."
    },
    {
      "url": "{base_url}",
      "variables": {
        "base_url": {
          "default": "/api/v1",
          "description": "Where the API is served; the major version is part of the path."
        }
      }
    }
  ],
  "tags": [
    {
      "name": "Pets",
      "description": "Pets and the categories they belong to."
    },
    {
      "name": "Store",
      "description": "Stock inventory per pet, and store orders."
    }
  ],
  "x-tagGroups": [
    {
      "name": "Pets",
      "tags": [
        "Pets"
      ]
    },
    {
      "name": "Store",
      "tags": [
        "Store"
      ]
    }
  ],
  "security": [
    {
      "bearerAuth": []
    }
  ],
  "paths": {
    "/pets": {
      "get": {
        "operationId": "listPets",
        "tags": [
          "Pets"
        ],
        "summary": "List pets",
        "description": "Lists pets, filtered, sorted and paged.",
        "parameters": [
          {
            "name": "status",
            "in": "query",
            "description": "Only pets with one of these statuses (repeat the parameter for several).",
            "style": "form",
            "explode": true,
            "schema": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/PetStatus"
              },
              "maxItems": 3
            },
            "example": [
              "available"
            ]
          },
          {
            "name": "categoryId",
            "in": "query",
            "description": "Only pets of this category.",
            "schema": {
              "$ref": "#/components/schemas/Id"
            },
            "example": 1
          },
          {
            "name": "name",
            "in": "query",
            "description": "Only pets whose name contains this text, ignoring case.",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 100
            },
            "example": "rex"
          },
          {
            "name": "sort",
            "in": "query",
            "description": "Sort key; a leading `-` sorts descending.",
            "schema": {
              "type": "string",
              "enum": [
                "id",
                "-id",
                "name",
                "-name"
              ],
              "default": "id"
            }
          },
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "$ref": "#/components/parameters/Offset"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of pets.",
            "headers": {
              "X-Total-Count": {
                "$ref": "#/components/headers/X-Total-Count"
              },
              "Link": {
                "$ref": "#/components/headers/PageLink"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Pets"
                },
                "example": [
                  {
                    "id": 1,
                    "name": "Rex",
                    "categoryId": 1,
                    "status": "available"
                  },
                  {
                    "id": 2,
                    "name": "Tom",
                    "categoryId": 2,
                    "status": "pending"
                  }
                ]
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "operationId": "createPet",
        "tags": [
          "Pets"
        ],
        "summary": "Create a pet",
        "description": "Creates a pet and its inventory entry (stock 1 when `available`, else 0).\n`status` defaults to `available`; `categoryId` must name an existing category.\n",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/NewPet"
              },
              "example": {
                "name": "Rex",
                "categoryId": 1,
                "status": "available"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The pet was created.",
            "headers": {
              "Location": {
                "$ref": "#/components/headers/Location"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Pet"
                },
                "example": {
                  "id": 49,
                  "name": "Rex",
                  "categoryId": 1,
                  "status": "available"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableEntity"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/pets/{petId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/PetId"
        }
      ],
      "get": {
        "operationId": "getPetById",
        "tags": [
          "Pets"
        ],
        "summary": "Get a pet",
        "description": "Deprecated since 2026-10-01 and removed at the end of 2027-06-30 (UTC);\nuse `listPets` instead. Every response carries `Deprecation`, `Sunset`\nand a `Link` with `rel=\"sunset\"`; after the sunset it answers `410 gone`.\n",
        "deprecated": true,
        "x-deprecated-at": "2026-10-01",
        "x-sunset": "2027-06-30",
        "responses": {
          "200": {
            "description": "The pet.",
            "headers": {
              "Deprecation": {
                "$ref": "#/components/headers/Deprecation"
              },
              "Sunset": {
                "$ref": "#/components/headers/Sunset"
              },
              "Link": {
                "$ref": "#/components/headers/SunsetLink"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Pet"
                },
                "example": {
                  "id": 1,
                  "name": "Rex",
                  "categoryId": 1,
                  "status": "available"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "410": {
            "$ref": "#/components/responses/Gone"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "operationId": "updatePet",
        "tags": [
          "Pets"
        ],
        "summary": "Replace a pet",
        "description": "Replaces every field of the pet; the inventory entry takes the new status.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/NewPet"
              },
              "example": {
                "name": "Rex",
                "categoryId": 1,
                "status": "sold"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated pet.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Pet"
                },
                "example": {
                  "id": 1,
                  "name": "Rex",
                  "categoryId": 1,
                  "status": "sold"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableEntity"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "operationId": "deletePet",
        "tags": [
          "Pets"
        ],
        "summary": "Delete a pet",
        "description": "Deletes the pet and its inventory entry. Refused while an incomplete order references the pet.",
        "responses": {
          "204": {
            "description": "The pet is gone."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/categories": {
      "get": {
        "operationId": "listCategories",
        "tags": [
          "Pets"
        ],
        "summary": "List categories",
        "parameters": [
          {
            "name": "sort",
            "in": "query",
            "description": "Sort key; a leading `-` sorts descending.",
            "schema": {
              "type": "string",
              "enum": [
                "id",
                "-id",
                "name",
                "-name"
              ],
              "default": "id"
            }
          },
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "$ref": "#/components/parameters/Offset"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of categories.",
            "headers": {
              "X-Total-Count": {
                "$ref": "#/components/headers/X-Total-Count"
              },
              "Link": {
                "$ref": "#/components/headers/PageLink"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Category"
                  }
                },
                "example": [
                  {
                    "id": 1,
                    "name": "Dogs",
                    "description": "Loyal companions."
                  },
                  {
                    "id": 2,
                    "name": "Cats"
                  }
                ]
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "operationId": "createCategory",
        "tags": [
          "Pets"
        ],
        "summary": "Create a category",
        "description": "Category names are stored without the spaces around them and are unique ignoring case, so \" dogs \" is taken when \"Dogs\" exists.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/NewCategory"
              },
              "example": {
                "name": "Ferrets",
                "description": "Curious and playful."
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The category was created.",
            "headers": {
              "Location": {
                "$ref": "#/components/headers/Location"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Category"
                },
                "example": {
                  "id": 7,
                  "name": "Ferrets",
                  "description": "Curious and playful."
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/categories/{categoryId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/CategoryId"
        }
      ],
      "get": {
        "operationId": "getCategoryById",
        "tags": [
          "Pets"
        ],
        "summary": "Get a category",
        "responses": {
          "200": {
            "description": "The category.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Category"
                },
                "example": {
                  "id": 1,
                  "name": "Dogs",
                  "description": "Loyal companions."
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "operationId": "updateCategory",
        "tags": [
          "Pets"
        ],
        "summary": "Replace a category",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/NewCategory"
              },
              "example": {
                "name": "Dogs",
                "description": "Loyal, loud and lovely."
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated category.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Category"
                },
                "example": {
                  "id": 1,
                  "name": "Dogs",
                  "description": "Loyal, loud and lovely."
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "operationId": "deleteCategory",
        "tags": [
          "Pets"
        ],
        "summary": "Delete a category",
        "description": "Refused while a pet references the category.",
        "responses": {
          "204": {
            "description": "The category is gone."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/store/inventory": {
      "get": {
        "operationId": "listInventory",
        "tags": [
          "Store"
        ],
        "summary": "List inventory entries",
        "description": "One entry per pet, sorted by `petId`.",
        "parameters": [
          {
            "name": "status",
            "in": "query",
            "description": "Only entries with one of these statuses (repeat the parameter for several).",
            "style": "form",
            "explode": true,
            "schema": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/PetStatus"
              },
              "maxItems": 3
            },
            "example": [
              "available"
            ]
          },
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "$ref": "#/components/parameters/Offset"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of inventory entries.",
            "headers": {
              "X-Total-Count": {
                "$ref": "#/components/headers/X-Total-Count"
              },
              "Link": {
                "$ref": "#/components/headers/PageLink"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/InventoryItem"
                  }
                },
                "example": [
                  {
                    "petId": 1,
                    "quantity": 3,
                    "status": "available"
                  },
                  {
                    "petId": 2,
                    "quantity": 0,
                    "status": "pending"
                  }
                ]
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/store/inventory/{petId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/PetId"
        }
      ],
      "get": {
        "operationId": "getInventoryItem",
        "tags": [
          "Store"
        ],
        "summary": "Get a pet's inventory entry",
        "responses": {
          "200": {
            "description": "The inventory entry.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/InventoryItem"
                },
                "example": {
                  "petId": 1,
                  "quantity": 3,
                  "status": "available"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "operationId": "updateInventory",
        "tags": [
          "Store"
        ],
        "summary": "Set a pet's stock",
        "description": "Sets the stock count. Above 0 makes a `pending` or `sold` pet `available`;\n0 makes an `available` pet `pending` (open orders) or `sold` (none).\nStock plus the units in open orders may not pass 1,000,000\n(`409 stock_limit_exceeded`).\n",
        "x-stability": "beta",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/InventoryUpdate"
              },
              "example": {
                "quantity": 5
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated inventory entry.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/InventoryItem"
                },
                "example": {
                  "petId": 1,
                  "quantity": 5,
                  "status": "available"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/store/orders": {
      "get": {
        "operationId": "listOrders",
        "tags": [
          "Store"
        ],
        "summary": "List orders",
        "description": "Orders sorted by `id`. Interactive try-it is disabled for this operation.",
        "x-hideTryItPanel": true,
        "parameters": [
          {
            "name": "petId",
            "in": "query",
            "description": "Only orders for this pet.",
            "schema": {
              "$ref": "#/components/schemas/Id"
            },
            "example": 1
          },
          {
            "name": "complete",
            "in": "query",
            "description": "Only complete (`true`) or incomplete (`false`) orders.",
            "schema": {
              "type": "boolean"
            },
            "example": false
          },
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "$ref": "#/components/parameters/Offset"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of orders.",
            "headers": {
              "X-Total-Count": {
                "$ref": "#/components/headers/X-Total-Count"
              },
              "Link": {
                "$ref": "#/components/headers/PageLink"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Order"
                  }
                },
                "example": [
                  {
                    "id": 1,
                    "petId": 1,
                    "quantity": 1,
                    "shipDate": "2026-10-02T09:00:00.000Z",
                    "complete": false
                  }
                ]
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "operationId": "createOrder",
        "tags": [
          "Store"
        ],
        "summary": "Place an order",
        "description": "Takes `quantity` from the pet's stock; when stock reaches 0 the pet\nbecomes `pending`. The pet must be `available` (`409 pet_not_available`)\nand have enough stock (`409 insufficient_stock`). New orders are incomplete.\n",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/NewOrder"
              },
              "example": {
                "petId": 1,
                "quantity": 1
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The order was placed.",
            "headers": {
              "Location": {
                "$ref": "#/components/headers/Location"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Order"
                },
                "example": {
                  "id": 12,
                  "petId": 1,
                  "quantity": 1,
                  "shipDate": "2026-10-04T09:00:00.000Z",
                  "complete": false
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableEntity"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/store/orders/{orderId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrderId"
        }
      ],
      "get": {
        "operationId": "getOrderById",
        "tags": [
          "Store"
        ],
        "summary": "Get an order",
        "responses": {
          "200": {
            "description": "The order.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Order"
                },
                "example": {
                  "id": 1,
                  "petId": 1,
                  "quantity": 1,
                  "shipDate": "2026-10-02T09:00:00.000Z",
                  "complete": false
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "patch": {
        "operationId": "updateOrder",
        "tags": [
          "Store"
        ],
        "summary": "Complete an order or move its ship date",
        "description": "Completing is one-way: a complete order cannot be changed again\n(`409 order_completed`). When the pet's stock is 0 and no incomplete\norder remains, completing makes the pet `sold`.\n",
        "x-stability": "beta",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "minProperties": 1,
                "properties": {
                  "complete": {
                    "type": "boolean",
                    "enum": [
                      true
                    ]
                  },
                  "shipDate": {
                    "type": "string",
                    "format": "date-time"
                  }
                }
              },
              "example": {
                "complete": true
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated order.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Order"
                },
                "example": {
                  "id": 1,
                  "petId": 1,
                  "quantity": 1,
                  "shipDate": "2026-10-02T09:00:00.000Z",
                  "complete": true
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "operationId": "cancelOrder",
        "tags": [
          "Store"
        ],
        "summary": "Cancel an order",
        "description": "Cancels an incomplete order and returns its quantity to stock; a\n`pending` pet with stock above 0 becomes `available` again.\n",
        "x-stability": "experimental",
        "responses": {
          "204": {
            "description": "The order was cancelled."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "bearerAuth": {
        "type": "http",
        "scheme": "bearer",
        "description": "An API key sent as `Authorization: Bearer <key>`. The mock's default keys are\n`petstore-demo-key` (read and write) and `petstore-readonly-key` (read only).\n"
      }
    },
    "parameters": {
      "PetId": {
        "name": "petId",
        "in": "path",
        "required": true,
        "description": "The pet's id, plain decimal digits.",
        "schema": {
          "$ref": "#/components/schemas/PathId"
        },
        "example": 1
      },
      "CategoryId": {
        "name": "categoryId",
        "in": "path",
        "required": true,
        "description": "The category's id, plain decimal digits.",
        "schema": {
          "$ref": "#/components/schemas/PathId"
        },
        "example": 1
      },
      "OrderId": {
        "name": "orderId",
        "in": "path",
        "required": true,
        "description": "The order's id, plain decimal digits.",
        "schema": {
          "$ref": "#/components/schemas/PathId"
        },
        "example": 1
      },
      "Limit": {
        "name": "limit",
        "in": "query",
        "description": "Page size.",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20
        }
      },
      "Offset": {
        "name": "offset",
        "in": "query",
        "description": "How many matching items to skip.",
        "schema": {
          "type": "integer",
          "minimum": 0,
          "maximum": 9007199254740991,
          "default": 0
        }
      }
    },
    "headers": {
      "X-Total-Count": {
        "required": true,
        "description": "How many items match the filters, over all pages.",
        "schema": {
          "type": "integer",
          "minimum": 0
        }
      },
      "PageLink": {
        "required": true,
        "description": "RFC 8288 links to the `first`, `prev`, `next` and `last` pages.",
        "schema": {
          "type": "string"
        },
        "example": "</api/v1/pets?limit=20&offset=20>; rel=\"next\""
      },
      "Location": {
        "required": true,
        "description": "The address of the created resource.",
        "schema": {
          "type": "string"
        },
        "example": "/api/v1/pets/49"
      },
      "Deprecation": {
        "required": true,
        "description": "RFC 9745 deprecation date, as a structured-field date.",
        "schema": {
          "type": "string"
        },
        "example": "@1790812800"
      },
      "Sunset": {
        "required": true,
        "description": "RFC 8594 sunset instant, as an HTTP date.",
        "schema": {
          "type": "string"
        },
        "example": "Wed, 30 Jun 2027 23:59:59 GMT"
      },
      "SunsetLink": {
        "required": true,
        "description": "A link with `rel=\"sunset\"` to the deprecation notice.",
        "schema": {
          "type": "string"
        },
        "example": "</api/v1/pets>; rel=\"sunset\"; type=\"text/html\""
      }
    },
    "responses": {
      "BadRequest": {
        "description": "The request is malformed (`invalid_json`) or breaks the contract (`validation_failed`, with `details`).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "validation_failed",
              "message": "name must be 1 to 100 characters.",
              "status": 400,
              "details": [
                {
                  "path": "body.name",
                  "message": "name must be 1 to 100 characters"
                }
              ]
            }
          }
        }
      },
      "Unauthorized": {
        "description": "The API key is missing, malformed or unknown.",
        "headers": {
          "WWW-Authenticate": {
            "required": true,
            "description": "Always `Bearer realm=\"petstore\"`.",
            "schema": {
              "type": "string"
            }
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "unauthorized",
              "message": "Send an API key as \"Authorization: Bearer <key>\".",
              "status": 401
            }
          }
        }
      },
      "Forbidden": {
        "description": "The API key may not do this (a read-only key on a write).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "forbidden",
              "message": "This API key is read-only and cannot change data.",
              "status": 403
            }
          }
        }
      },
      "NotFound": {
        "description": "Nothing exists at this address.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "not_found",
              "message": "Pet 42 does not exist.",
              "status": 404
            }
          }
        }
      },
      "Conflict": {
        "description": "The request conflicts with the current state: `category_exists`,\n`category_in_use`, `pet_has_open_orders`, `pet_not_available`,\n`insufficient_stock`, `order_completed` or `stock_limit_exceeded`.\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "insufficient_stock",
              "message": "Pet 1 has 0 in stock; 2 were ordered.",
              "status": 409
            }
          }
        }
      },
      "Gone": {
        "description": "The operation is past its sunset.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "gone",
              "message": "GET /pets/{petId} was removed on 2027-06-30; use GET /pets instead.",
              "status": 410
            }
          }
        }
      },
      "PayloadTooLarge": {
        "description": "The body is over 64 KiB.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "payload_too_large",
              "message": "The body is over the 65536-byte limit.",
              "status": 413
            }
          }
        }
      },
      "UnsupportedMediaType": {
        "description": "The body is not `application/json`.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "unsupported_media_type",
              "message": "Send the body as application/json.",
              "status": 415
            }
          }
        }
      },
      "UnprocessableEntity": {
        "description": "The body refers to something that does not exist (`unknown_category`, `unknown_pet`).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "unknown_category",
              "message": "Category 99 does not exist.",
              "status": 422
            }
          }
        }
      },
      "TooManyRequests": {
        "description": "Too many requests; retry after the given number of seconds.",
        "headers": {
          "Retry-After": {
            "required": true,
            "description": "Seconds to wait before retrying.",
            "schema": {
              "type": "integer"
            }
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "rate_limited",
              "message": "Too many requests; retry in 1 second.",
              "status": 429
            }
          }
        }
      },
      "InternalError": {
        "description": "An unexpected failure on the server.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "internal_error",
              "message": "Something went wrong on our side.",
              "status": 500
            }
          }
        }
      },
      "ServiceUnavailable": {
        "description": "The service is down for a moment.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "service_unavailable",
              "message": "The service is unavailable; try again shortly.",
              "status": 503
            }
          }
        }
      }
    },
    "schemas": {
      "Id": {
        "type": "integer",
        "format": "int64",
        "minimum": 1,
        "maximum": 9007199254740991,
        "example": 1
      },
      "PathId": {
        "description": "An int64 id written as plain decimal digits.",
        "type": "integer",
        "format": "int64",
        "minimum": 1,
        "maximum": 9223372036854776000,
        "example": 1
      },
      "PetStatus": {
        "type": "string",
        "enum": [
          "available",
          "pending",
          "sold"
        ],
        "example": "available"
      },
      "NewPet": {
        "type": "object",
        "description": "The input form of a pet.",
        "additionalProperties": false,
        "required": [
          "name",
          "categoryId"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "\\S",
            "description": "The animal's name; it must contain a character other than a space. Spaces around it are removed when it is stored.",
            "example": "Rex"
          },
          "categoryId": {
            "$ref": "#/components/schemas/Id"
          },
          "status": {
            "$ref": "#/components/schemas/PetStatus"
          }
        }
      },
      "Pet": {
        "type": "object",
        "required": [
          "id",
          "name",
          "categoryId"
        ],
        "properties": {
          "id": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Id"
              }
            ],
            "readOnly": true
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "\\S",
            "description": "The animal's name; it must contain a character other than a space. Spaces around it are removed when it is stored.",
            "example": "Rex"
          },
          "categoryId": {
            "$ref": "#/components/schemas/Id"
          },
          "status": {
            "$ref": "#/components/schemas/PetStatus"
          }
        },
        "example": {
          "id": 1,
          "name": "Rex",
          "categoryId": 1,
          "status": "available"
        }
      },
      "Pets": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Pet"
        }
      },
      "NewCategory": {
        "type": "object",
        "description": "The input form of a category.",
        "additionalProperties": false,
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "\\S",
            "description": "Category name, for example a kind of animal; it must contain a character other than a space. Spaces around it are removed when it is stored, and names are unique ignoring case.",
            "example": "Dogs"
          },
          "description": {
            "type": "string",
            "maxLength": 500,
            "description": "Short description of the category.",
            "example": "Loyal companions."
          }
        }
      },
      "Category": {
        "type": "object",
        "required": [
          "id",
          "name"
        ],
        "properties": {
          "id": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Id"
              }
            ],
            "readOnly": true
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "\\S",
            "description": "Stored without the spaces around it.",
            "example": "Dogs"
          },
          "description": {
            "type": "string",
            "maxLength": 500,
            "example": "Loyal companions."
          }
        },
        "example": {
          "id": 1,
          "name": "Dogs",
          "description": "Loyal companions."
        }
      },
      "NewOrder": {
        "type": "object",
        "description": "The input form of an order (`createOrder`). `shipDate` defaults to two\ndays after the order is placed. A past `shipDate` is accepted: it records\nan order that already shipped, and \"past\" depends on the server's clock,\nwhich a client cannot see; clients should warn before sending one.\n",
        "additionalProperties": false,
        "required": [
          "petId",
          "quantity"
        ],
        "properties": {
          "petId": {
            "$ref": "#/components/schemas/Id"
          },
          "quantity": {
            "$ref": "#/components/schemas/OrderQuantity"
          },
          "shipDate": {
            "type": "string",
            "format": "date-time",
            "description": "Expected or actual ship date; may be in the past.",
            "example": "2026-10-02T09:00:00.000Z"
          },
          "complete": {
            "type": "boolean",
            "enum": [
              false
            ],
            "description": "New orders are incomplete; complete them with `updateOrder`."
          }
        },
        "example": {
          "petId": 1,
          "quantity": 1
        }
      },
      "OrderQuantity": {
        "type": "integer",
        "minimum": 1,
        "maximum": 1000,
        "description": "Number of units ordered.",
        "example": 1
      },
      "Order": {
        "type": "object",
        "description": "A store order. No field is required in general; `createOrder` requires `petId` and `quantity`.",
        "additionalProperties": false,
        "properties": {
          "id": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Id"
              }
            ],
            "readOnly": true
          },
          "petId": {
            "$ref": "#/components/schemas/Id"
          },
          "quantity": {
            "$ref": "#/components/schemas/OrderQuantity"
          },
          "shipDate": {
            "type": "string",
            "format": "date-time",
            "description": "Expected or actual ship date.",
            "example": "2026-10-02T09:00:00.000Z"
          },
          "complete": {
            "type": "boolean",
            "description": "Whether the order has been fulfilled.",
            "example": false
          }
        },
        "example": {
          "id": 1,
          "petId": 1,
          "quantity": 1,
          "shipDate": "2026-10-02T09:00:00.000Z",
          "complete": false
        }
      },
      "InventoryItem": {
        "type": "object",
        "required": [
          "petId",
          "quantity",
          "status"
        ],
        "properties": {
          "petId": {
            "$ref": "#/components/schemas/Id"
          },
          "quantity": {
            "type": "integer",
            "minimum": 0,
            "maximum": 1000000,
            "description": "Current stock count.",
            "example": 3
          },
          "status": {
            "$ref": "#/components/schemas/PetStatus"
          }
        },
        "example": {
          "petId": 1,
          "quantity": 3,
          "status": "available"
        }
      },
      "InventoryUpdate": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "quantity"
        ],
        "properties": {
          "quantity": {
            "type": "integer",
            "minimum": 0,
            "maximum": 1000000,
            "description": "The new stock count.",
            "example": 5
          }
        }
      },
      "Error": {
        "type": "object",
        "required": [
          "code",
          "message",
          "status"
        ],
        "properties": {
          "code": {
            "type": "string",
            "description": "Machine-readable error code.",
            "example": "not_found"
          },
          "message": {
            "type": "string",
            "description": "Human-readable description.",
            "example": "Pet 42 does not exist."
          },
          "status": {
            "type": "integer",
            "minimum": 400,
            "maximum": 599,
            "description": "The HTTP status code.",
            "example": 404
          },
          "details": {
            "type": "array",
            "description": "Field-level validation problems.",
            "items": {
              "type": "object",
              "required": [
                "path",
                "message"
              ],
              "properties": {
                "path": {
                  "type": "string",
                  "example": "body.name"
                },
                "message": {
                  "type": "string",
                  "example": "name must be 1 to 100 characters"
                }
              }
            }
          }
        }
      }
    }
  }
}

export const document = parsed as unknown as OpenAPIV3.Document
