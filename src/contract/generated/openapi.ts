// Generated from openapi.yaml by `npm run generate`. Do not edit.
/* eslint-disable */
export interface paths {
    "/pets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pets
         * @description Lists pets, filtered, sorted and paged.
         */
        get: operations["listPets"];
        put?: never;
        /**
         * Create a pet
         * @description Creates a pet and its inventory entry (stock 1 when `available`, else 0).
         *     `status` defaults to `available`; `categoryId` must name an existing category.
         */
        post: operations["createPet"];
        delete?: never;
        options?: never;
        /**
         * List pets, headers only
         * @description What `listPets` answers, without the body (see "Versions and conditional updates").
         */
        head: {
            parameters: {
                query?: {
                    /**
                     * @description Only pets with one of these statuses (repeat the parameter for several).
                     * @example [
                     *       "available"
                     *     ]
                     */
                    status?: components["schemas"]["PetStatus"][];
                    /**
                     * @description Only pets of this category.
                     * @example 1
                     */
                    categoryId?: components["schemas"]["PathId"];
                    /**
                     * @description Only pets whose name contains this text, ignoring case and invisible characters (see Names).
                     * @example rex
                     */
                    name?: string;
                    /** @description Sort key; a leading `-` sorts descending. */
                    sort?: "id" | "-id" | "name" | "-name";
                    /** @description Page size, plain decimal digits. */
                    limit?: components["parameters"]["Limit"];
                    /** @description How many matching items to skip, plain decimal digits. */
                    offset?: components["parameters"]["Offset"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["HeadOk"];
                400: components["responses"]["HeadError"];
                401: components["responses"]["HeadError"];
                429: components["responses"]["HeadError"];
                500: components["responses"]["HeadError"];
                503: components["responses"]["HeadError"];
            };
        };
        patch?: never;
        trace?: never;
    };
    "/pets/{petId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The pet's id, plain decimal digits.
                 * @example 1
                 */
                petId: components["parameters"]["PetId"];
            };
            cookie?: never;
        };
        /**
         * Get a pet
         * @deprecated
         * @description Deprecated since 2026-10-01 and removed at the end of 2027-06-30 (UTC);
         *     use `listPets` instead. Every response carries `Deprecation`, `Sunset`
         *     and a `Link` with `rel="sunset"`; after the sunset it answers `410 gone`.
         */
        get: operations["getPetById"];
        /**
         * Replace a pet
         * @description Replaces every field of the pet; the inventory entry takes the new status.
         */
        put: operations["updatePet"];
        post?: never;
        /**
         * Delete a pet
         * @description Deletes the pet and its inventory entry. Refused while an incomplete order references the pet.
         */
        delete: operations["deletePet"];
        options?: never;
        /**
         * Get a pet, headers only
         * @deprecated
         * @description What `getPetById` answers, without the body (see "Versions and conditional updates").
         */
        head: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Write (or, on a read, answer) only if the record is still at this version:
                     *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                     *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                     *     §13.1.1). Weak tags (`W/"…"`) never match.
                     * @example "1xk2m9a-5c3d0q"
                     */
                    "If-Match"?: components["parameters"]["IfMatch"];
                    /**
                     * @description The versions of the record a client holds (`ETag`s, comma-separated,
                     *     weakly compared, so `W/"…"` matches too) or `*` for any. When the record
                     *     is still at one of them the answer is `304 Not Modified`, without a body
                     *     and with its `ETag`; otherwise `200` as usual.
                     * @example "1xk2m9a-5c3d0q"
                     */
                    "If-None-Match"?: components["parameters"]["IfNoneMatchRead"];
                };
                path: {
                    /**
                     * @description The pet's id, plain decimal digits.
                     * @example 1
                     */
                    petId: components["parameters"]["PetId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["HeadOk"];
                304: components["responses"]["NotModified"];
                400: components["responses"]["HeadError"];
                401: components["responses"]["HeadError"];
                404: components["responses"]["HeadError"];
                410: components["responses"]["HeadError"];
                412: components["responses"]["HeadError"];
                429: components["responses"]["HeadError"];
                500: components["responses"]["HeadError"];
                503: components["responses"]["HeadError"];
            };
        };
        patch?: never;
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List categories */
        get: operations["listCategories"];
        put?: never;
        /**
         * Create a category
         * @description Category names are stored without the spaces around them and are unique ignoring case and invisible characters, so " dogs " (or "Dogs" with a zero width space inside) is taken when "Dogs" exists.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        /**
         * List categories, headers only
         * @description What `listCategories` answers, without the body (see "Versions and conditional updates").
         */
        head: {
            parameters: {
                query?: {
                    /** @description Sort key; a leading `-` sorts descending. */
                    sort?: "id" | "-id" | "name" | "-name";
                    /** @description Page size, plain decimal digits. */
                    limit?: components["parameters"]["Limit"];
                    /** @description How many matching items to skip, plain decimal digits. */
                    offset?: components["parameters"]["Offset"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["HeadOk"];
                400: components["responses"]["HeadError"];
                401: components["responses"]["HeadError"];
                429: components["responses"]["HeadError"];
                500: components["responses"]["HeadError"];
                503: components["responses"]["HeadError"];
            };
        };
        patch?: never;
        trace?: never;
    };
    "/categories/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The category's id, plain decimal digits.
                 * @example 1
                 */
                categoryId: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        /** Get a category */
        get: operations["getCategoryById"];
        /** Replace a category */
        put: operations["updateCategory"];
        post?: never;
        /**
         * Delete a category
         * @description Refused while a pet references the category.
         */
        delete: operations["deleteCategory"];
        options?: never;
        /**
         * Get a category, headers only
         * @description What `getCategoryById` answers, without the body (see "Versions and conditional updates").
         */
        head: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Write (or, on a read, answer) only if the record is still at this version:
                     *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                     *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                     *     §13.1.1). Weak tags (`W/"…"`) never match.
                     * @example "1xk2m9a-5c3d0q"
                     */
                    "If-Match"?: components["parameters"]["IfMatch"];
                    /**
                     * @description The versions of the record a client holds (`ETag`s, comma-separated,
                     *     weakly compared, so `W/"…"` matches too) or `*` for any. When the record
                     *     is still at one of them the answer is `304 Not Modified`, without a body
                     *     and with its `ETag`; otherwise `200` as usual.
                     * @example "1xk2m9a-5c3d0q"
                     */
                    "If-None-Match"?: components["parameters"]["IfNoneMatchRead"];
                };
                path: {
                    /**
                     * @description The category's id, plain decimal digits.
                     * @example 1
                     */
                    categoryId: components["parameters"]["CategoryId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["HeadOk"];
                304: components["responses"]["NotModified"];
                400: components["responses"]["HeadError"];
                401: components["responses"]["HeadError"];
                404: components["responses"]["HeadError"];
                412: components["responses"]["HeadError"];
                429: components["responses"]["HeadError"];
                500: components["responses"]["HeadError"];
                503: components["responses"]["HeadError"];
            };
        };
        patch?: never;
        trace?: never;
    };
    "/store/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List inventory entries
         * @description One entry per pet, sorted by `petId`.
         */
        get: operations["listInventory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * List inventory entries, headers only
         * @description What `listInventory` answers, without the body (see "Versions and conditional updates").
         */
        head: {
            parameters: {
                query?: {
                    /**
                     * @description Only entries with one of these statuses (repeat the parameter for several).
                     * @example [
                     *       "available"
                     *     ]
                     */
                    status?: components["schemas"]["PetStatus"][];
                    /** @description Page size, plain decimal digits. */
                    limit?: components["parameters"]["Limit"];
                    /** @description How many matching items to skip, plain decimal digits. */
                    offset?: components["parameters"]["Offset"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["HeadOk"];
                400: components["responses"]["HeadError"];
                401: components["responses"]["HeadError"];
                429: components["responses"]["HeadError"];
                500: components["responses"]["HeadError"];
                503: components["responses"]["HeadError"];
            };
        };
        patch?: never;
        trace?: never;
    };
    "/store/inventory/{petId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The pet's id, plain decimal digits.
                 * @example 1
                 */
                petId: components["parameters"]["PetId"];
            };
            cookie?: never;
        };
        /** Get a pet's inventory entry */
        get: operations["getInventoryItem"];
        /**
         * Set a pet's stock
         * @description Sets the stock count. Above 0 makes a `pending` or `sold` pet `available`;
         *     0 makes an `available` pet `pending` (open orders) or `sold` (none).
         *     Stock plus the units in open orders may not pass 1,000,000
         *     (`409 stock_limit_exceeded`).
         */
        put: operations["updateInventory"];
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get a pet's inventory entry, headers only
         * @description What `getInventoryItem` answers, without the body (see "Versions and conditional updates").
         */
        head: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Write (or, on a read, answer) only if the record is still at this version:
                     *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                     *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                     *     §13.1.1). Weak tags (`W/"…"`) never match.
                     * @example "1xk2m9a-5c3d0q"
                     */
                    "If-Match"?: components["parameters"]["IfMatch"];
                    /**
                     * @description The versions of the record a client holds (`ETag`s, comma-separated,
                     *     weakly compared, so `W/"…"` matches too) or `*` for any. When the record
                     *     is still at one of them the answer is `304 Not Modified`, without a body
                     *     and with its `ETag`; otherwise `200` as usual.
                     * @example "1xk2m9a-5c3d0q"
                     */
                    "If-None-Match"?: components["parameters"]["IfNoneMatchRead"];
                };
                path: {
                    /**
                     * @description The pet's id, plain decimal digits.
                     * @example 1
                     */
                    petId: components["parameters"]["PetId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["HeadOk"];
                304: components["responses"]["NotModified"];
                400: components["responses"]["HeadError"];
                401: components["responses"]["HeadError"];
                404: components["responses"]["HeadError"];
                412: components["responses"]["HeadError"];
                429: components["responses"]["HeadError"];
                500: components["responses"]["HeadError"];
                503: components["responses"]["HeadError"];
            };
        };
        patch?: never;
        trace?: never;
    };
    "/store/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         * @description Orders sorted by `id`. Interactive try-it is disabled for this operation.
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Place an order
         * @description Takes `quantity` from the pet's stock; when stock reaches 0 the pet
         *     becomes `pending`. The pet must be `available` (`409 pet_not_available`)
         *     and have enough stock (`409 insufficient_stock`). New orders are incomplete.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        /**
         * List orders, headers only
         * @description What `listOrders` answers, without the body (see "Versions and conditional updates").
         */
        head: {
            parameters: {
                query?: {
                    /**
                     * @description Only orders for this pet.
                     * @example 1
                     */
                    petId?: components["schemas"]["PathId"];
                    /**
                     * @description Only complete (`true`) or incomplete (`false`) orders.
                     * @example false
                     */
                    complete?: boolean;
                    /** @description Page size, plain decimal digits. */
                    limit?: components["parameters"]["Limit"];
                    /** @description How many matching items to skip, plain decimal digits. */
                    offset?: components["parameters"]["Offset"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["HeadOk"];
                400: components["responses"]["HeadError"];
                401: components["responses"]["HeadError"];
                429: components["responses"]["HeadError"];
                500: components["responses"]["HeadError"];
                503: components["responses"]["HeadError"];
            };
        };
        patch?: never;
        trace?: never;
    };
    "/store/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id, plain decimal digits.
                 * @example 1
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        /** Get an order */
        get: operations["getOrderById"];
        put?: never;
        post?: never;
        /**
         * Cancel an order
         * @description Cancels an incomplete order and returns its quantity to stock; a
         *     `pending` pet with stock above 0 becomes `available` again.
         */
        delete: operations["cancelOrder"];
        options?: never;
        /**
         * Get an order, headers only
         * @description What `getOrderById` answers, without the body (see "Versions and conditional updates").
         */
        head: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Write (or, on a read, answer) only if the record is still at this version:
                     *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                     *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                     *     §13.1.1). Weak tags (`W/"…"`) never match.
                     * @example "1xk2m9a-5c3d0q"
                     */
                    "If-Match"?: components["parameters"]["IfMatch"];
                    /**
                     * @description The versions of the record a client holds (`ETag`s, comma-separated,
                     *     weakly compared, so `W/"…"` matches too) or `*` for any. When the record
                     *     is still at one of them the answer is `304 Not Modified`, without a body
                     *     and with its `ETag`; otherwise `200` as usual.
                     * @example "1xk2m9a-5c3d0q"
                     */
                    "If-None-Match"?: components["parameters"]["IfNoneMatchRead"];
                };
                path: {
                    /**
                     * @description The order's id, plain decimal digits.
                     * @example 1
                     */
                    orderId: components["parameters"]["OrderId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["HeadOk"];
                304: components["responses"]["NotModified"];
                400: components["responses"]["HeadError"];
                401: components["responses"]["HeadError"];
                404: components["responses"]["HeadError"];
                412: components["responses"]["HeadError"];
                429: components["responses"]["HeadError"];
                500: components["responses"]["HeadError"];
                503: components["responses"]["HeadError"];
            };
        };
        /**
         * Complete an order or move its ship date
         * @description Completing is one-way: a complete order cannot be changed again
         *     (`409 order_completed`). When the pet's stock is 0 and no incomplete
         *     order remains, completing makes the pet `sold`.
         */
        patch: operations["updateOrder"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Format: int64
         * @example 1
         */
        Id: number;
        /**
         * Format: int64
         * @description An id in a path or a query, written as plain decimal digits (`pattern`, the form it is sent in): `+1`, `1e1`, `0x1` and `1.0` are refused with `400 validation_failed`. Its bounds are `Id`'s, the integers every JavaScript tool holds exactly.
         * @example 1
         */
        PathId: number;
        /**
         * @example available
         * @enum {string}
         */
        PetStatus: "available" | "pending" | "sold";
        /** @description The input form of a pet. */
        NewPet: {
            /**
             * @description The animal's name. It must contain a visible character, and control characters (bidirectional controls, NUL and other C0 and C1 controls, unpaired surrogates) are refused (see "Names" in the API description). Spaces around it are removed when it is stored.
             * @example Rex
             */
            name: string;
            categoryId: components["schemas"]["Id"];
            status?: components["schemas"]["PetStatus"];
        };
        /**
         * @example {
         *       "id": 1,
         *       "name": "Rex",
         *       "categoryId": 1,
         *       "status": "available"
         *     }
         */
        Pet: {
            readonly id: components["schemas"]["Id"];
            /**
             * @description The animal's name. It must contain a visible character, and control characters (bidirectional controls, NUL and other C0 and C1 controls, unpaired surrogates) are refused (see "Names" in the API description). Spaces around it are removed when it is stored.
             * @example Rex
             */
            name: string;
            categoryId: components["schemas"]["Id"];
            status?: components["schemas"]["PetStatus"];
        };
        Pets: components["schemas"]["Pet"][];
        /** @description The input form of a category. */
        NewCategory: {
            /**
             * @description Category name, for example a kind of animal. It must contain a visible character, and control characters (bidirectional controls, NUL and other C0 and C1 controls, unpaired surrogates) are refused (see "Names" in the API description). Spaces around it are removed when it is stored, and names are unique ignoring case and invisible characters, in NFC.
             * @example Dogs
             */
            name: string;
            /**
             * @description Short description of the category.
             * @example Loyal companions.
             */
            description?: string;
        };
        /**
         * @example {
         *       "id": 1,
         *       "name": "Dogs",
         *       "description": "Loyal companions."
         *     }
         */
        Category: {
            readonly id: components["schemas"]["Id"];
            /**
             * @description Stored without the spaces around it; unique ignoring case and invisible characters, in NFC.
             * @example Dogs
             */
            name: string;
            /** @example Loyal companions. */
            description?: string;
        };
        /**
         * @description The input form of an order (`createOrder`). `shipDate` defaults to two
         *     days after the order is placed. A past `shipDate` is accepted: it records
         *     an order that already shipped, and "past" depends on the server's clock,
         *     which a client cannot see; clients should warn before sending one.
         * @example {
         *       "petId": 1,
         *       "quantity": 1
         *     }
         */
        NewOrder: {
            petId: components["schemas"]["Id"];
            quantity: components["schemas"]["OrderQuantity"];
            /**
             * Format: date-time
             * @description Expected or actual ship date; may be in the past.
             * @example 2026-10-02T09:00:00.000Z
             */
            shipDate?: string;
            /**
             * @description New orders are incomplete; complete them with `updateOrder`.
             * @enum {boolean}
             */
            complete?: false;
        };
        /**
         * @description Number of units ordered.
         * @example 1
         */
        OrderQuantity: number;
        /**
         * @description A store order. No field is required in general; `createOrder` requires `petId` and `quantity`.
         * @example {
         *       "id": 1,
         *       "petId": 1,
         *       "quantity": 1,
         *       "shipDate": "2026-10-02T09:00:00.000Z",
         *       "complete": false
         *     }
         */
        Order: {
            readonly id?: components["schemas"]["Id"];
            petId?: components["schemas"]["Id"];
            quantity?: components["schemas"]["OrderQuantity"];
            /**
             * Format: date-time
             * @description Expected or actual ship date.
             * @example 2026-10-02T09:00:00.000Z
             */
            shipDate?: string;
            /**
             * @description Whether the order has been fulfilled.
             * @example false
             */
            complete?: boolean;
        };
        /**
         * @example {
         *       "petId": 1,
         *       "quantity": 3,
         *       "status": "available"
         *     }
         */
        InventoryItem: {
            petId: components["schemas"]["Id"];
            /**
             * @description Current stock count.
             * @example 3
             */
            quantity: number;
            status: components["schemas"]["PetStatus"];
        };
        InventoryUpdate: {
            /**
             * @description The new stock count.
             * @example 5
             */
            quantity: number;
        };
        Error: {
            /**
             * @description Machine-readable error code.
             * @example not_found
             */
            code: string;
            /**
             * @description Human-readable description.
             * @example Pet 42 does not exist.
             */
            message: string;
            /**
             * @description The HTTP status code.
             * @example 404
             */
            status: number;
            /** @description Field-level validation problems. */
            details?: {
                /** @example body.name */
                path: string;
                /** @example name must be 1 to 100 characters */
                message: string;
            }[];
        };
    };
    responses: {
        /** @description What `GET` answers, headers only (`ETag`, `X-Total-Count`, `Link`…), no body. */
        HeadOk: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The error `GET` would answer, its status and headers only, no body. */
        HeadError: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The request is malformed (`invalid_json`) or breaks the contract (`validation_failed`, with `details`). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "validation_failed",
                 *       "message": "name must be 1 to 100 characters.",
                 *       "status": 400,
                 *       "details": [
                 *         {
                 *           "path": "body.name",
                 *           "message": "name must be 1 to 100 characters"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The API key is missing, malformed or unknown. */
        Unauthorized: {
            headers: {
                /** @description Always `Bearer realm="petstore"`. */
                "WWW-Authenticate": string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "unauthorized",
                 *       "message": "Send an API key as \"Authorization: Bearer <key>\".",
                 *       "status": 401
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The API key may not do this (a read-only key on a write). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "forbidden",
                 *       "message": "This API key is read-only and cannot change data.",
                 *       "status": 403
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Nothing exists at this address. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "not_found",
                 *       "message": "Pet 42 does not exist.",
                 *       "status": 404
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The request conflicts with the current state: `category_exists`,
         *     `category_in_use`, `pet_has_open_orders`, `pet_not_available`,
         *     `insufficient_stock`, `order_completed` or `stock_limit_exceeded`.
         */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "insufficient_stock",
                 *       "message": "Pet 1 has 0 in stock; 2 were ordered.",
                 *       "status": 409
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The operation is past its sunset. */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "gone",
                 *       "message": "GET /pets/{petId} was removed on 2027-06-30; use GET /pets instead.",
                 *       "status": 410
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description `If-Match` names a version the record is no longer at: someone changed
         *     it since the client read it. The message names the current version, and
         *     the `ETag` header carries it; read the record again before deciding.
         */
        PreconditionFailed: {
            headers: {
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "precondition_failed",
                 *       "message": "Pet 1 was changed since that version was read; it is now at \"1xk2m9a-5c3d0q\".",
                 *       "status": 412
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The create's preconditions cannot hold on a list: `If-Match` names an
         *     entity tag (a list has none; `*` is the only value that matches), or
         *     `If-None-Match` is `*` (the list exists). Nothing is created.
         */
        PreconditionFailedOnCreate: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "precondition_failed",
                 *       "message": "The list of pets has no version for If-Match to name; send If-Match: * or none to create.",
                 *       "status": 412
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The record is still at a version `If-None-Match` named: the client's copy
         *     is current. No body; the `ETag` header carries the version.
         */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The body is over 64 KiB. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "payload_too_large",
                 *       "message": "The body is over the 65536-byte limit.",
                 *       "status": 413
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is not `application/json`. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "unsupported_media_type",
                 *       "message": "Send the body as application/json.",
                 *       "status": 415
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body refers to something that does not exist (`unknown_category`, `unknown_pet`). */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "unknown_category",
                 *       "message": "Category 99 does not exist.",
                 *       "status": 422
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests; retry after the given number of seconds. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before retrying. */
                "Retry-After": number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "rate_limited",
                 *       "message": "Too many requests; retry in 1 second.",
                 *       "status": 429
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An unexpected failure on the server. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "internal_error",
                 *       "message": "Something went wrong on our side.",
                 *       "status": 500
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The service is down for a moment. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "service_unavailable",
                 *       "message": "The service is unavailable; try again shortly.",
                 *       "status": 503
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description The pet's id, plain decimal digits.
         * @example 1
         */
        PetId: components["schemas"]["PathId"];
        /**
         * @description The category's id, plain decimal digits.
         * @example 1
         */
        CategoryId: components["schemas"]["PathId"];
        /**
         * @description The order's id, plain decimal digits.
         * @example 1
         */
        OrderId: components["schemas"]["PathId"];
        /**
         * @description Write (or, on a read, answer) only if the record is still at this version:
         *     an `ETag` the client read (several may be listed, comma-separated) or `*`
         *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
         *     §13.1.1). Weak tags (`W/"…"`) never match.
         * @example "1xk2m9a-5c3d0q"
         */
        IfMatch: string;
        /**
         * @description Write only if the record is at none of these versions (weakly compared,
         *     comma-separated), or with `*` only if it does not exist: `If-None-Match: *`
         *     on a `PUT` never replaces a record someone else made. A record at a named
         *     version, or any record for `*`, gets `412 precondition_failed` with its
         *     current `ETag`; a missing one is still `404`.
         * @example *
         */
        IfNoneMatch: string;
        /**
         * @description The versions of the record a client holds (`ETag`s, comma-separated,
         *     weakly compared, so `W/"…"` matches too) or `*` for any. When the record
         *     is still at one of them the answer is `304 Not Modified`, without a body
         *     and with its `ETag`; otherwise `200` as usual.
         * @example "1xk2m9a-5c3d0q"
         */
        IfNoneMatchRead: string;
        /**
         * @description A list has no version, so only `*` (the list exists) lets the create
         *     through; any entity tag gets `412 precondition_failed`.
         * @example *
         */
        IfMatchCreate: string;
        /**
         * @description `*` gets `412 precondition_failed`, since the list exists; entity tags
         *     never match a list, which has no version, so the create goes ahead.
         * @example "1xk2m9a-5c3d0q"
         */
        IfNoneMatchCreate: string;
        /** @description Page size, plain decimal digits. */
        Limit: number;
        /** @description How many matching items to skip, plain decimal digits. */
        Offset: number;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The record's version, a strong entity tag: it changes whenever any field of the record does. Send it back in `If-Match` to update or delete only that version.
         * @example "1xk2m9a-5c3d0q"
         */
        ETag: string;
        /** @description How many items match the filters, over all pages. */
        "X-Total-Count": number;
        /**
         * @description RFC 8288 links to the `first`, `prev`, `next` and `last` pages.
         * @example </api/v1/pets?limit=20&offset=20>; rel="next"
         */
        PageLink: string;
        /**
         * @description The address of the created resource.
         * @example /api/v1/pets/49
         */
        Location: string;
        /**
         * @description RFC 9745 deprecation date, as a structured-field date: `@` and the Unix time in seconds of the operation's `x-deprecated-at` day (00:00 UTC).
         * @example @1790812800
         */
        Deprecation: string;
        /**
         * @description RFC 8594 sunset instant, as an HTTP date.
         * @example Wed, 30 Jun 2027 23:59:59 GMT
         */
        Sunset: string;
        /**
         * @description A link with `rel="sunset"` to the deprecation notice.
         * @example </api/v1/pets>; rel="sunset"; type="text/html"
         */
        SunsetLink: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listPets: {
        parameters: {
            query?: {
                /**
                 * @description Only pets with one of these statuses (repeat the parameter for several).
                 * @example [
                 *       "available"
                 *     ]
                 */
                status?: components["schemas"]["PetStatus"][];
                /**
                 * @description Only pets of this category.
                 * @example 1
                 */
                categoryId?: components["schemas"]["PathId"];
                /**
                 * @description Only pets whose name contains this text, ignoring case and invisible characters (see Names).
                 * @example rex
                 */
                name?: string;
                /** @description Sort key; a leading `-` sorts descending. */
                sort?: "id" | "-id" | "name" | "-name";
                /** @description Page size, plain decimal digits. */
                limit?: components["parameters"]["Limit"];
                /** @description How many matching items to skip, plain decimal digits. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of pets. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["PageLink"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "name": "Rex",
                     *         "categoryId": 1,
                     *         "status": "available"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "name": "Tom",
                     *         "categoryId": 2,
                     *         "status": "pending"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Pets"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A list has no version, so only `*` (the list exists) lets the create
                 *     through; any entity tag gets `412 precondition_failed`.
                 * @example *
                 */
                "If-Match"?: components["parameters"]["IfMatchCreate"];
                /**
                 * @description `*` gets `412 precondition_failed`, since the list exists; entity tags
                 *     never match a list, which has no version, so the create goes ahead.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatchCreate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Rex",
                 *       "categoryId": 1,
                 *       "status": "available"
                 *     }
                 */
                "application/json": components["schemas"]["NewPet"];
            };
        };
        responses: {
            /** @description The pet was created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 49,
                     *       "name": "Rex",
                     *       "categoryId": 1,
                     *       "status": "available"
                     *     }
                     */
                    "application/json": components["schemas"]["Pet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            412: components["responses"]["PreconditionFailedOnCreate"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPetById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Write (or, on a read, answer) only if the record is still at this version:
                 *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                 *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                 *     §13.1.1). Weak tags (`W/"…"`) never match.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The versions of the record a client holds (`ETag`s, comma-separated,
                 *     weakly compared, so `W/"…"` matches too) or `*` for any. When the record
                 *     is still at one of them the answer is `304 Not Modified`, without a body
                 *     and with its `ETag`; otherwise `200` as usual.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatchRead"];
            };
            path: {
                /**
                 * @description The pet's id, plain decimal digits.
                 * @example 1
                 */
                petId: components["parameters"]["PetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pet. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["SunsetLink"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "name": "Rex",
                     *       "categoryId": 1,
                     *       "status": "available"
                     *     }
                     */
                    "application/json": components["schemas"]["Pet"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Write (or, on a read, answer) only if the record is still at this version:
                 *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                 *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                 *     §13.1.1). Weak tags (`W/"…"`) never match.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description Write only if the record is at none of these versions (weakly compared,
                 *     comma-separated), or with `*` only if it does not exist: `If-None-Match: *`
                 *     on a `PUT` never replaces a record someone else made. A record at a named
                 *     version, or any record for `*`, gets `412 precondition_failed` with its
                 *     current `ETag`; a missing one is still `404`.
                 * @example *
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The pet's id, plain decimal digits.
                 * @example 1
                 */
                petId: components["parameters"]["PetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Rex",
                 *       "categoryId": 1,
                 *       "status": "sold"
                 *     }
                 */
                "application/json": components["schemas"]["NewPet"];
            };
        };
        responses: {
            /** @description The updated pet. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "name": "Rex",
                     *       "categoryId": 1,
                     *       "status": "sold"
                     *     }
                     */
                    "application/json": components["schemas"]["Pet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Write (or, on a read, answer) only if the record is still at this version:
                 *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                 *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                 *     §13.1.1). Weak tags (`W/"…"`) never match.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description Write only if the record is at none of these versions (weakly compared,
                 *     comma-separated), or with `*` only if it does not exist: `If-None-Match: *`
                 *     on a `PUT` never replaces a record someone else made. A record at a named
                 *     version, or any record for `*`, gets `412 precondition_failed` with its
                 *     current `ETag`; a missing one is still `404`.
                 * @example *
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The pet's id, plain decimal digits.
                 * @example 1
                 */
                petId: components["parameters"]["PetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pet is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description Sort key; a leading `-` sorts descending. */
                sort?: "id" | "-id" | "name" | "-name";
                /** @description Page size, plain decimal digits. */
                limit?: components["parameters"]["Limit"];
                /** @description How many matching items to skip, plain decimal digits. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of categories. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["PageLink"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "name": "Dogs",
                     *         "description": "Loyal companions."
                     *       },
                     *       {
                     *         "id": 2,
                     *         "name": "Cats"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Category"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A list has no version, so only `*` (the list exists) lets the create
                 *     through; any entity tag gets `412 precondition_failed`.
                 * @example *
                 */
                "If-Match"?: components["parameters"]["IfMatchCreate"];
                /**
                 * @description `*` gets `412 precondition_failed`, since the list exists; entity tags
                 *     never match a list, which has no version, so the create goes ahead.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatchCreate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ferrets",
                 *       "description": "Curious and playful."
                 *     }
                 */
                "application/json": components["schemas"]["NewCategory"];
            };
        };
        responses: {
            /** @description The category was created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "name": "Ferrets",
                     *       "description": "Curious and playful."
                     *     }
                     */
                    "application/json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailedOnCreate"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCategoryById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Write (or, on a read, answer) only if the record is still at this version:
                 *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                 *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                 *     §13.1.1). Weak tags (`W/"…"`) never match.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The versions of the record a client holds (`ETag`s, comma-separated,
                 *     weakly compared, so `W/"…"` matches too) or `*` for any. When the record
                 *     is still at one of them the answer is `304 Not Modified`, without a body
                 *     and with its `ETag`; otherwise `200` as usual.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatchRead"];
            };
            path: {
                /**
                 * @description The category's id, plain decimal digits.
                 * @example 1
                 */
                categoryId: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "name": "Dogs",
                     *       "description": "Loyal companions."
                     *     }
                     */
                    "application/json": components["schemas"]["Category"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Write (or, on a read, answer) only if the record is still at this version:
                 *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                 *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                 *     §13.1.1). Weak tags (`W/"…"`) never match.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description Write only if the record is at none of these versions (weakly compared,
                 *     comma-separated), or with `*` only if it does not exist: `If-None-Match: *`
                 *     on a `PUT` never replaces a record someone else made. A record at a named
                 *     version, or any record for `*`, gets `412 precondition_failed` with its
                 *     current `ETag`; a missing one is still `404`.
                 * @example *
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The category's id, plain decimal digits.
                 * @example 1
                 */
                categoryId: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Dogs",
                 *       "description": "Loyal, loud and lovely."
                 *     }
                 */
                "application/json": components["schemas"]["NewCategory"];
            };
        };
        responses: {
            /** @description The updated category. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "name": "Dogs",
                     *       "description": "Loyal, loud and lovely."
                     *     }
                     */
                    "application/json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Write (or, on a read, answer) only if the record is still at this version:
                 *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                 *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                 *     §13.1.1). Weak tags (`W/"…"`) never match.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description Write only if the record is at none of these versions (weakly compared,
                 *     comma-separated), or with `*` only if it does not exist: `If-None-Match: *`
                 *     on a `PUT` never replaces a record someone else made. A record at a named
                 *     version, or any record for `*`, gets `412 precondition_failed` with its
                 *     current `ETag`; a missing one is still `404`.
                 * @example *
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The category's id, plain decimal digits.
                 * @example 1
                 */
                categoryId: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInventory: {
        parameters: {
            query?: {
                /**
                 * @description Only entries with one of these statuses (repeat the parameter for several).
                 * @example [
                 *       "available"
                 *     ]
                 */
                status?: components["schemas"]["PetStatus"][];
                /** @description Page size, plain decimal digits. */
                limit?: components["parameters"]["Limit"];
                /** @description How many matching items to skip, plain decimal digits. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of inventory entries. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["PageLink"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "petId": 1,
                     *         "quantity": 3,
                     *         "status": "available"
                     *       },
                     *       {
                     *         "petId": 2,
                     *         "quantity": 0,
                     *         "status": "pending"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["InventoryItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInventoryItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Write (or, on a read, answer) only if the record is still at this version:
                 *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                 *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                 *     §13.1.1). Weak tags (`W/"…"`) never match.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The versions of the record a client holds (`ETag`s, comma-separated,
                 *     weakly compared, so `W/"…"` matches too) or `*` for any. When the record
                 *     is still at one of them the answer is `304 Not Modified`, without a body
                 *     and with its `ETag`; otherwise `200` as usual.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatchRead"];
            };
            path: {
                /**
                 * @description The pet's id, plain decimal digits.
                 * @example 1
                 */
                petId: components["parameters"]["PetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The inventory entry. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "petId": 1,
                     *       "quantity": 3,
                     *       "status": "available"
                     *     }
                     */
                    "application/json": components["schemas"]["InventoryItem"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateInventory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Write (or, on a read, answer) only if the record is still at this version:
                 *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                 *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                 *     §13.1.1). Weak tags (`W/"…"`) never match.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description Write only if the record is at none of these versions (weakly compared,
                 *     comma-separated), or with `*` only if it does not exist: `If-None-Match: *`
                 *     on a `PUT` never replaces a record someone else made. A record at a named
                 *     version, or any record for `*`, gets `412 precondition_failed` with its
                 *     current `ETag`; a missing one is still `404`.
                 * @example *
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The pet's id, plain decimal digits.
                 * @example 1
                 */
                petId: components["parameters"]["PetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quantity": 5
                 *     }
                 */
                "application/json": components["schemas"]["InventoryUpdate"];
            };
        };
        responses: {
            /** @description The updated inventory entry. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "petId": 1,
                     *       "quantity": 5,
                     *       "status": "available"
                     *     }
                     */
                    "application/json": components["schemas"]["InventoryItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /**
                 * @description Only orders for this pet.
                 * @example 1
                 */
                petId?: components["schemas"]["PathId"];
                /**
                 * @description Only complete (`true`) or incomplete (`false`) orders.
                 * @example false
                 */
                complete?: boolean;
                /** @description Page size, plain decimal digits. */
                limit?: components["parameters"]["Limit"];
                /** @description How many matching items to skip, plain decimal digits. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of orders. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["PageLink"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "petId": 1,
                     *         "quantity": 1,
                     *         "shipDate": "2026-10-02T09:00:00.000Z",
                     *         "complete": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Order"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A list has no version, so only `*` (the list exists) lets the create
                 *     through; any entity tag gets `412 precondition_failed`.
                 * @example *
                 */
                "If-Match"?: components["parameters"]["IfMatchCreate"];
                /**
                 * @description `*` gets `412 precondition_failed`, since the list exists; entity tags
                 *     never match a list, which has no version, so the create goes ahead.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatchCreate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "petId": 1,
                 *       "quantity": 1
                 *     }
                 */
                "application/json": components["schemas"]["NewOrder"];
            };
        };
        responses: {
            /** @description The order was placed. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 12,
                     *       "petId": 1,
                     *       "quantity": 1,
                     *       "shipDate": "2026-10-04T09:00:00.000Z",
                     *       "complete": false
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailedOnCreate"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrderById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Write (or, on a read, answer) only if the record is still at this version:
                 *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                 *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                 *     §13.1.1). Weak tags (`W/"…"`) never match.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The versions of the record a client holds (`ETag`s, comma-separated,
                 *     weakly compared, so `W/"…"` matches too) or `*` for any. When the record
                 *     is still at one of them the answer is `304 Not Modified`, without a body
                 *     and with its `ETag`; otherwise `200` as usual.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatchRead"];
            };
            path: {
                /**
                 * @description The order's id, plain decimal digits.
                 * @example 1
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "petId": 1,
                     *       "quantity": 1,
                     *       "shipDate": "2026-10-02T09:00:00.000Z",
                     *       "complete": false
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Write (or, on a read, answer) only if the record is still at this version:
                 *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                 *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                 *     §13.1.1). Weak tags (`W/"…"`) never match.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description Write only if the record is at none of these versions (weakly compared,
                 *     comma-separated), or with `*` only if it does not exist: `If-None-Match: *`
                 *     on a `PUT` never replaces a record someone else made. A record at a named
                 *     version, or any record for `*`, gets `412 precondition_failed` with its
                 *     current `ETag`; a missing one is still `404`.
                 * @example *
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The order's id, plain decimal digits.
                 * @example 1
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order was cancelled. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Write (or, on a read, answer) only if the record is still at this version:
                 *     an `ETag` the client read (several may be listed, comma-separated) or `*`
                 *     for any version. A stale one gets `412 precondition_failed` (RFC 9110
                 *     §13.1.1). Weak tags (`W/"…"`) never match.
                 * @example "1xk2m9a-5c3d0q"
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description Write only if the record is at none of these versions (weakly compared,
                 *     comma-separated), or with `*` only if it does not exist: `If-None-Match: *`
                 *     on a `PUT` never replaces a record someone else made. A record at a named
                 *     version, or any record for `*`, gets `412 precondition_failed` with its
                 *     current `ETag`; a missing one is still `404`.
                 * @example *
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The order's id, plain decimal digits.
                 * @example 1
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "complete": true
                 *     }
                 */
                "application/json": {
                    /** @enum {boolean} */
                    complete?: true;
                    /** Format: date-time */
                    shipDate?: string;
                };
            };
        };
        responses: {
            /** @description The updated order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "petId": 1,
                     *       "quantity": 1,
                     *       "shipDate": "2026-10-02T09:00:00.000Z",
                     *       "complete": true
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
