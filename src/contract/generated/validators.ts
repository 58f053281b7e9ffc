// Generated from openapi.yaml by `npm run generate`. Do not edit.
// @ts-nocheck
// ajv writes plain JavaScript; the tables at the end give the validators their type.
import { codePointLength, formats, type Validator } from '../validator-runtime'

"use strict";
export const v0 = validate0;
const schema0 = {"type":"object","properties":{"status":{"$ref":"s2"},"categoryId":{"$ref":"PathId"},"name":{"type":"string","minLength":1,"maxLength":100},"sort":{"type":"string","enum":["id","-id","name","-name"],"default":"id"},"limit":{"type":"integer","pattern":"^[0-9]+$","minimum":1,"maximum":100,"default":20},"offset":{"type":"integer","pattern":"^[0-9]+$","minimum":0,"maximum":9007199254740991,"default":0}},"required":[]};
const schema1 = {"$id":"s2","type":"array","items":{"type":"string","enum":["available","pending","sold"]},"maxItems":3};

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="s2" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length > 3){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items",schema:3,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.items.type,parentSchema:schema1.items,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "available") || (data0 === "pending")) || (data0 === "sold"))){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/enum",keyword:"enum",params:{allowedValues: schema1.items.enum},message:"must be equal to one of the allowed values",schema:schema1.items.enum,parentSchema:schema1.items,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema1.type,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}

const schema2 = {"$id":"PathId","type":"integer","format":"int64","pattern":"^[0-9]+$","minimum":1,"maximum":9007199254740991};
const formats0 = formats.int64;
const pattern0 = new RegExp("^[0-9]+$", "u");

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="PathId" */;
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema2.type,parentSchema:schema2,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data == "number"){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema2,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema2,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0.validate(data))){
const err3 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema2,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(typeof data === "string"){
if(!pattern0.test(data)){
const err4 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema2,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
validate3.errors = vErrors;
return errors === 0;
}

const func0 = codePointLength;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sort === undefined){
data.sort = "id";
}
if(data.limit === undefined){
data.limit = 20;
}
if(data.offset === undefined){
data.offset = 0;
}
if(data.status !== undefined){
if(!(validate1(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
if(data.categoryId !== undefined){
if(!(validate3(data.categoryId, {instancePath:instancePath+"/categoryId",parentData:data,parentDataProperty:"categoryId",rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func0(data2) > 100){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema0.properties.name,data:data2};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data2) < 1){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.name,data:data2};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.name.type,parentSchema:schema0.properties.name,data:data2};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
let data3 = data.sort;
if(typeof data3 !== "string"){
const err3 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.sort.type,parentSchema:schema0.properties.sort,data:data3};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((((data3 === "id") || (data3 === "-id")) || (data3 === "name")) || (data3 === "-name"))){
const err4 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/enum",keyword:"enum",params:{allowedValues: schema0.properties.sort.enum},message:"must be equal to one of the allowed values",schema:schema0.properties.sort.enum,parentSchema:schema0.properties.sort,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data4 = data.limit;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err5 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema0.properties.limit.type,parentSchema:schema0.properties.limit,data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 100 || isNaN(data4)){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema0.properties.limit,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema0.properties.limit,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err8 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema0.properties.limit,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let data5 = data.offset;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err9 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema0.properties.offset.type,parentSchema:schema0.properties.offset,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 9007199254740991 || isNaN(data5)){
const err10 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema0.properties.offset,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema0.properties.offset,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
const err12 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema0.properties.offset,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.type,parentSchema:schema0,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}

export const v1 = validate5;
const schema3 = {"type":"array","items":{"type":"object","required":["id","name","categoryId"],"properties":{"id":{"allOf":[{"type":"integer","format":"int64","minimum":1,"maximum":9007199254740991}]},"name":{"type":"string","minLength":1,"maxLength":100,"pattern":"^(?=[\\s\\S]*[^\\s\\p{Default_Ignorable_Code_Point}\\p{M}\\u2800])[^\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$"},"categoryId":{"type":"integer","format":"int64","minimum":1,"maximum":9007199254740991},"status":{"type":"string","enum":["available","pending","sold"]}}}};
const pattern3 = new RegExp("^(?=[\\s\\S]*[^\\s\\p{Default_Ignorable_Code_Point}\\p{M}\\u2800])[^\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$", "u");

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema3.items.required,parentSchema:schema3.items,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.name === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema3.items.required,parentSchema:schema3.items,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.categoryId === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "categoryId"},message:"must have required property '"+"categoryId"+"'",schema:schema3.items.required,parentSchema:schema3.items,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/items/properties/id/allOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema3.items.properties.id.allOf[0].type,parentSchema:schema3.items.properties.id.allOf[0],data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 9007199254740991 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/items/properties/id/allOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema3.items.properties.id.allOf[0],data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/items/properties/id/allOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema3.items.properties.id.allOf[0],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats0.validate(data1))){
const err6 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/items/properties/id/allOf/0/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema3.items.properties.id.allOf[0],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data0.name !== undefined){
let data2 = data0.name;
if(typeof data2 === "string"){
if(func0(data2) > 100){
const err7 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema3.items.properties.name,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data2) < 1){
const err8 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema3.items.properties.name,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern3.test(data2)){
const err9 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^(?=[\\s\\S]*[^\\s\\p{Default_Ignorable_Code_Point}\\p{M}\\u2800])[^\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$"},message:"must match pattern \""+"^(?=[\\s\\S]*[^\\s\\p{Default_Ignorable_Code_Point}\\p{M}\\u2800])[^\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$"+"\"",schema:"^(?=[\\s\\S]*[^\\s\\p{Default_Ignorable_Code_Point}\\p{M}\\u2800])[^\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$",parentSchema:schema3.items.properties.name,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema3.items.properties.name.type,parentSchema:schema3.items.properties.name,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.categoryId !== undefined){
let data3 = data0.categoryId;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err11 = {instancePath:instancePath+"/" + i0+"/categoryId",schemaPath:"#/items/properties/categoryId/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema3.items.properties.categoryId.type,parentSchema:schema3.items.properties.categoryId,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 9007199254740991 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/" + i0+"/categoryId",schemaPath:"#/items/properties/categoryId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema3.items.properties.categoryId,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/" + i0+"/categoryId",schemaPath:"#/items/properties/categoryId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema3.items.properties.categoryId,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats0.validate(data3))){
const err14 = {instancePath:instancePath+"/" + i0+"/categoryId",schemaPath:"#/items/properties/categoryId/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema3.items.properties.categoryId,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data0.status !== undefined){
let data4 = data0.status;
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/" + i0+"/status",schemaPath:"#/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema3.items.properties.status.type,parentSchema:schema3.items.properties.status,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data4 === "available") || (data4 === "pending")) || (data4 === "sold"))){
const err16 = {instancePath:instancePath+"/" + i0+"/status",schemaPath:"#/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema3.items.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema3.items.properties.status.enum,parentSchema:schema3.items.properties.status,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema3.items.type,parentSchema:schema3.items,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema3.type,parentSchema:schema3,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate5.errors = vErrors;
return errors === 0;
}

export const v2 = validate6;
const schema4 = {"type":"object","required":["code","message","status"],"properties":{"code":{"type":"string"},"message":{"type":"string"},"status":{"type":"integer","minimum":400,"maximum":599},"details":{"type":"array","items":{"type":"object","required":["path","message"],"properties":{"path":{"type":"string"},"message":{"type":"string"}}}}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema4.required,parentSchema:schema4,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema4.required,parentSchema:schema4,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema4.required,parentSchema:schema4,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema4.properties.code.type,parentSchema:schema4.properties.code,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.message !== undefined){
let data1 = data.message;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema4.properties.message.type,parentSchema:schema4.properties.message,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err5 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema4.properties.status.type,parentSchema:schema4.properties.status,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 599 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema4.properties.status,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 400 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 400},message:"must be >= 400",schema:400,parentSchema:schema4.properties.status,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.details !== undefined){
let data3 = data.details;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.path === undefined){
const err8 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema4.properties.details.items.required,parentSchema:schema4.properties.details.items,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.message === undefined){
const err9 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema4.properties.details.items.required,parentSchema:schema4.properties.details.items,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.path !== undefined){
let data5 = data4.path;
if(typeof data5 !== "string"){
const err10 = {instancePath:instancePath+"/details/" + i0+"/path",schemaPath:"#/properties/details/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema4.properties.details.items.properties.path.type,parentSchema:schema4.properties.details.items.properties.path,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4.message !== undefined){
let data6 = data4.message;
if(typeof data6 !== "string"){
const err11 = {instancePath:instancePath+"/details/" + i0+"/message",schemaPath:"#/properties/details/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema4.properties.details.items.properties.message.type,parentSchema:schema4.properties.details.items.properties.message,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema4.properties.details.items.type,parentSchema:schema4.properties.details.items,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema4.properties.details.type,parentSchema:schema4.properties.details,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema4.type,parentSchema:schema4,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate6.errors = vErrors;
return errors === 0;
}

export const v3 = validate7;
const schema5 = {"type":"object","properties":{},"required":[]};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema5.type,parentSchema:schema5,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate7.errors = vErrors;
return errors === 0;
}

export const v4 = validate8;
const schema6 = {"type":"object","additionalProperties":false,"required":["name","categoryId"],"properties":{"name":{"$ref":"s0"},"categoryId":{"$ref":"Id"},"status":{"type":"string","enum":["available","pending","sold"]}}};
const schema7 = {"$id":"s0","type":"string","minLength":1,"maxLength":100,"pattern":"^(?=[\\s\\S]*[^\\s\\p{Default_Ignorable_Code_Point}\\p{M}\\u2800])[^\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$"};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="s0" */;
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(func0(data) > 100){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema7,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema7,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?=[\\s\\S]*[^\\s\\p{Default_Ignorable_Code_Point}\\p{M}\\u2800])[^\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$"},message:"must match pattern \""+"^(?=[\\s\\S]*[^\\s\\p{Default_Ignorable_Code_Point}\\p{M}\\u2800])[^\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$"+"\"",schema:"^(?=[\\s\\S]*[^\\s\\p{Default_Ignorable_Code_Point}\\p{M}\\u2800])[^\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$",parentSchema:schema7,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema7.type,parentSchema:schema7,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate9.errors = vErrors;
return errors === 0;
}

const schema8 = {"$id":"Id","type":"integer","format":"int64","minimum":1,"maximum":9007199254740991};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="Id" */;
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema8.type,parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data == "number"){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0.validate(data))){
const err3 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
validate11.errors = vErrors;
return errors === 0;
}


function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema6.required,parentSchema:schema6,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.categoryId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "categoryId"},message:"must have required property '"+"categoryId"+"'",schema:schema6.required,parentSchema:schema6,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "categoryId")) || (key0 === "status"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema6,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
if(!(validate9(data.name, {instancePath:instancePath+"/name",parentData:data,parentDataProperty:"name",rootData}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
}
if(data.categoryId !== undefined){
if(!(validate11(data.categoryId, {instancePath:instancePath+"/categoryId",parentData:data,parentDataProperty:"categoryId",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema6.properties.status.type,parentSchema:schema6.properties.status,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data2 === "available") || (data2 === "pending")) || (data2 === "sold"))){
const err4 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema6.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema6.properties.status.enum,parentSchema:schema6.properties.status,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema6.type,parentSchema:schema6,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate8.errors = vErrors;
return errors === 0;
}

export const v5 = validate13;
const schema9 = {"type":"object","required":["id","name","categoryId"],"properties":{"id":{"allOf":[{"$ref":"Id"}]},"name":{"$ref":"s0"},"categoryId":{"$ref":"Id"},"status":{"type":"string","enum":["available","pending","sold"]}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema9.required,parentSchema:schema9,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema9.required,parentSchema:schema9,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.categoryId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "categoryId"},message:"must have required property '"+"categoryId"+"'",schema:schema9.required,parentSchema:schema9,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
if(!(validate11(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data.name !== undefined){
if(!(validate9(data.name, {instancePath:instancePath+"/name",parentData:data,parentDataProperty:"name",rootData}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
}
if(data.categoryId !== undefined){
if(!(validate11(data.categoryId, {instancePath:instancePath+"/categoryId",parentData:data,parentDataProperty:"categoryId",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.status.type,parentSchema:schema9.properties.status,data:data3};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data3 === "available") || (data3 === "pending")) || (data3 === "sold"))){
const err4 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema9.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema9.properties.status.enum,parentSchema:schema9.properties.status,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema9.type,parentSchema:schema9,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const v6 = validate17;
const schema10 = {"type":"object","properties":{"sort":{"type":"string","enum":["id","-id","name","-name"],"default":"id"},"limit":{"type":"integer","pattern":"^[0-9]+$","minimum":1,"maximum":100,"default":20},"offset":{"type":"integer","pattern":"^[0-9]+$","minimum":0,"maximum":9007199254740991,"default":0}},"required":[]};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sort === undefined){
data.sort = "id";
}
if(data.limit === undefined){
data.limit = 20;
}
if(data.offset === undefined){
data.offset = 0;
}
let data0 = data.sort;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema10.properties.sort.type,parentSchema:schema10.properties.sort,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data0 === "id") || (data0 === "-id")) || (data0 === "name")) || (data0 === "-name"))){
const err1 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/enum",keyword:"enum",params:{allowedValues: schema10.properties.sort.enum},message:"must be equal to one of the allowed values",schema:schema10.properties.sort.enum,parentSchema:schema10.properties.sort,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
let data1 = data.limit;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema10.properties.limit.type,parentSchema:schema10.properties.limit,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 100 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema10.properties.limit,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema10.properties.limit,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema10.properties.limit,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data2 = data.offset;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err6 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema10.properties.offset.type,parentSchema:schema10.properties.offset,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 9007199254740991 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema10.properties.offset,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema10.properties.offset,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err9 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema10.properties.offset,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema10.type,parentSchema:schema10,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

export const v7 = validate18;
const schema11 = {"type":"array","items":{"type":"object","required":["id","name"],"properties":{"id":{"allOf":[{"type":"integer","format":"int64","minimum":1,"maximum":9007199254740991}]},"name":{"type":"string","minLength":1,"maxLength":100,"pattern":"^(?=[\\s\\S]*[^\\s\\p{Default_Ignorable_Code_Point}\\p{M}\\u2800])[^\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$"},"description":{"type":"string","maxLength":500}}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema11.items.required,parentSchema:schema11.items,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.name === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.items.required,parentSchema:schema11.items,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err2 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/items/properties/id/allOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.items.properties.id.allOf[0].type,parentSchema:schema11.items.properties.id.allOf[0],data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 9007199254740991 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/items/properties/id/allOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema11.items.properties.id.allOf[0],data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/items/properties/id/allOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.items.properties.id.allOf[0],data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0.validate(data1))){
const err5 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/items/properties/id/allOf/0/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema11.items.properties.id.allOf[0],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data0.name !== undefined){
let data2 = data0.name;
if(typeof data2 === "string"){
if(func0(data2) > 100){
const err6 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.items.properties.name,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data2) < 1){
const err7 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.items.properties.name,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern3.test(data2)){
const err8 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^(?=[\\s\\S]*[^\\s\\p{Default_Ignorable_Code_Point}\\p{M}\\u2800])[^\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$"},message:"must match pattern \""+"^(?=[\\s\\S]*[^\\s\\p{Default_Ignorable_Code_Point}\\p{M}\\u2800])[^\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$"+"\"",schema:"^(?=[\\s\\S]*[^\\s\\p{Default_Ignorable_Code_Point}\\p{M}\\u2800])[^\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$",parentSchema:schema11.items.properties.name,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.items.properties.name.type,parentSchema:schema11.items.properties.name,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.description !== undefined){
let data3 = data0.description;
if(typeof data3 === "string"){
if(func0(data3) > 500){
const err10 = {instancePath:instancePath+"/" + i0+"/description",schemaPath:"#/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.items.properties.description,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/" + i0+"/description",schemaPath:"#/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.items.properties.description.type,parentSchema:schema11.items.properties.description,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.items.type,parentSchema:schema11.items,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

export const v8 = validate19;
const schema12 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"$ref":"s0"},"description":{"type":"string","maxLength":500}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "description"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
if(!(validate9(data.name, {instancePath:instancePath+"/name",parentData:data,parentDataProperty:"name",rootData}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func0(data1) > 500){
const err2 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema12.properties.description,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.description.type,parentSchema:schema12.properties.description,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

export const v9 = validate21;
const schema13 = {"type":"object","required":["id","name"],"properties":{"id":{"allOf":[{"$ref":"Id"}]},"name":{"$ref":"s0"},"description":{"type":"string","maxLength":500}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
if(!(validate11(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data.name !== undefined){
if(!(validate9(data.name, {instancePath:instancePath+"/name",parentData:data,parentDataProperty:"name",rootData}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func0(data2) > 500){
const err2 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema13.properties.description,data:data2};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.description.type,parentSchema:schema13.properties.description,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

export const v10 = validate24;
const schema14 = {"type":"object","properties":{"status":{"$ref":"s2"},"limit":{"type":"integer","pattern":"^[0-9]+$","minimum":1,"maximum":100,"default":20},"offset":{"type":"integer","pattern":"^[0-9]+$","minimum":0,"maximum":9007199254740991,"default":0}},"required":[]};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 20;
}
if(data.offset === undefined){
data.offset = 0;
}
if(data.status !== undefined){
if(!(validate1(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
let data1 = data.limit;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err0 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.properties.limit.type,parentSchema:schema14.properties.limit,data:data1};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 100 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema14.properties.limit,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema14.properties.limit,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema14.properties.limit,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let data2 = data.offset;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err4 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.properties.offset.type,parentSchema:schema14.properties.offset,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 9007199254740991 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema14.properties.offset,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema14.properties.offset,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err7 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema14.properties.offset,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

export const v11 = validate26;
const schema15 = {"type":"array","items":{"type":"object","required":["petId","quantity","status"],"properties":{"petId":{"type":"integer","format":"int64","minimum":1,"maximum":9007199254740991},"quantity":{"type":"integer","minimum":0,"maximum":1000000},"status":{"type":"string","enum":["available","pending","sold"]}}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.petId === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "petId"},message:"must have required property '"+"petId"+"'",schema:schema15.items.required,parentSchema:schema15.items,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.quantity === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'",schema:schema15.items.required,parentSchema:schema15.items,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.status === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema15.items.required,parentSchema:schema15.items,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.petId !== undefined){
let data1 = data0.petId;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/" + i0+"/petId",schemaPath:"#/items/properties/petId/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema15.items.properties.petId.type,parentSchema:schema15.items.properties.petId,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 9007199254740991 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/" + i0+"/petId",schemaPath:"#/items/properties/petId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema15.items.properties.petId,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/" + i0+"/petId",schemaPath:"#/items/properties/petId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema15.items.properties.petId,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats0.validate(data1))){
const err6 = {instancePath:instancePath+"/" + i0+"/petId",schemaPath:"#/items/properties/petId/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema15.items.properties.petId,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data0.quantity !== undefined){
let data2 = data0.quantity;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err7 = {instancePath:instancePath+"/" + i0+"/quantity",schemaPath:"#/items/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema15.items.properties.quantity.type,parentSchema:schema15.items.properties.quantity,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 1000000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/" + i0+"/quantity",schemaPath:"#/items/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema15.items.properties.quantity,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/" + i0+"/quantity",schemaPath:"#/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema15.items.properties.quantity,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data0.status !== undefined){
let data3 = data0.status;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/" + i0+"/status",schemaPath:"#/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.items.properties.status.type,parentSchema:schema15.items.properties.status,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data3 === "available") || (data3 === "pending")) || (data3 === "sold"))){
const err11 = {instancePath:instancePath+"/" + i0+"/status",schemaPath:"#/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema15.items.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema15.items.properties.status.enum,parentSchema:schema15.items.properties.status,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.items.type,parentSchema:schema15.items,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema15.type,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

export const v12 = validate27;
const schema16 = {"type":"object","required":["petId","quantity","status"],"properties":{"petId":{"$ref":"Id"},"quantity":{"$ref":"s5"},"status":{"type":"string","enum":["available","pending","sold"]}}};
const schema17 = {"$id":"s5","type":"integer","minimum":0,"maximum":1000000};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="s5" */;
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.type,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data == "number"){
if(data > 1000000 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 0 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate29.errors = vErrors;
return errors === 0;
}


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.petId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "petId"},message:"must have required property '"+"petId"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.quantity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.petId !== undefined){
if(!(validate11(data.petId, {instancePath:instancePath+"/petId",parentData:data,parentDataProperty:"petId",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data.quantity !== undefined){
if(!(validate29(data.quantity, {instancePath:instancePath+"/quantity",parentData:data,parentDataProperty:"quantity",rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.status.type,parentSchema:schema16.properties.status,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data2 === "available") || (data2 === "pending")) || (data2 === "sold"))){
const err4 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema16.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema16.properties.status.enum,parentSchema:schema16.properties.status,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

export const v13 = validate31;
const schema18 = {"type":"object","additionalProperties":false,"required":["quantity"],"properties":{"quantity":{"$ref":"s5"}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.quantity === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "quantity")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.quantity !== undefined){
if(!(validate29(data.quantity, {instancePath:instancePath+"/quantity",parentData:data,parentDataProperty:"quantity",rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}

export const v14 = validate33;
const schema19 = {"type":"object","properties":{"petId":{"$ref":"PathId"},"complete":{"type":"boolean"},"limit":{"type":"integer","pattern":"^[0-9]+$","minimum":1,"maximum":100,"default":20},"offset":{"type":"integer","pattern":"^[0-9]+$","minimum":0,"maximum":9007199254740991,"default":0}},"required":[]};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 20;
}
if(data.offset === undefined){
data.offset = 0;
}
if(data.petId !== undefined){
if(!(validate3(data.petId, {instancePath:instancePath+"/petId",parentData:data,parentDataProperty:"petId",rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
}
if(data.complete !== undefined){
let data1 = data.complete;
if(typeof data1 !== "boolean"){
const err0 = {instancePath:instancePath+"/complete",schemaPath:"#/properties/complete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema19.properties.complete.type,parentSchema:schema19.properties.complete,data:data1};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data2 = data.limit;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err1 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema19.properties.limit.type,parentSchema:schema19.properties.limit,data:data2};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 100 || isNaN(data2)){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema19.properties.limit,data:data2};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema19.properties.limit,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema19.properties.limit,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data3 = data.offset;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err5 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema19.properties.offset.type,parentSchema:schema19.properties.offset,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 9007199254740991 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema19.properties.offset,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema19.properties.offset,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err8 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema19.properties.offset,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}

export const v15 = validate35;
const schema20 = {"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"id":{"allOf":[{"type":"integer","format":"int64","minimum":1,"maximum":9007199254740991}]},"petId":{"type":"integer","format":"int64","minimum":1,"maximum":9007199254740991},"quantity":{"type":"integer","minimum":1,"maximum":1000},"shipDate":{"type":"string","format":"date-time"},"complete":{"type":"boolean"}}}};
const formats16 = formats["date-time"];

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
if(!(((((key0 === "id") || (key0 === "petId")) || (key0 === "quantity")) || (key0 === "shipDate")) || (key0 === "complete"))){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema20.items,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err1 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/items/properties/id/allOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.items.properties.id.allOf[0].type,parentSchema:schema20.items.properties.id.allOf[0],data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 9007199254740991 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/items/properties/id/allOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema20.items.properties.id.allOf[0],data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/items/properties/id/allOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema20.items.properties.id.allOf[0],data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats0.validate(data1))){
const err4 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/items/properties/id/allOf/0/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema20.items.properties.id.allOf[0],data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data0.petId !== undefined){
let data2 = data0.petId;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err5 = {instancePath:instancePath+"/" + i0+"/petId",schemaPath:"#/items/properties/petId/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.items.properties.petId.type,parentSchema:schema20.items.properties.petId,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 9007199254740991 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/" + i0+"/petId",schemaPath:"#/items/properties/petId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema20.items.properties.petId,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/" + i0+"/petId",schemaPath:"#/items/properties/petId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema20.items.properties.petId,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats0.validate(data2))){
const err8 = {instancePath:instancePath+"/" + i0+"/petId",schemaPath:"#/items/properties/petId/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\"",schema:"int64",parentSchema:schema20.items.properties.petId,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data0.quantity !== undefined){
let data3 = data0.quantity;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err9 = {instancePath:instancePath+"/" + i0+"/quantity",schemaPath:"#/items/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.items.properties.quantity.type,parentSchema:schema20.items.properties.quantity,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 1000 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/" + i0+"/quantity",schemaPath:"#/items/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema20.items.properties.quantity,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/" + i0+"/quantity",schemaPath:"#/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema20.items.properties.quantity,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data0.shipDate !== undefined){
let data4 = data0.shipDate;
if(typeof data4 === "string"){
if(!(formats16.validate(data4))){
const err12 = {instancePath:instancePath+"/" + i0+"/shipDate",schemaPath:"#/items/properties/shipDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema20.items.properties.shipDate,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/" + i0+"/shipDate",schemaPath:"#/items/properties/shipDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.items.properties.shipDate.type,parentSchema:schema20.items.properties.shipDate,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.complete !== undefined){
let data5 = data0.complete;
if(typeof data5 !== "boolean"){
const err14 = {instancePath:instancePath+"/" + i0+"/complete",schemaPath:"#/items/properties/complete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema20.items.properties.complete.type,parentSchema:schema20.items.properties.complete,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.items.type,parentSchema:schema20.items,data:data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema20.type,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}

export const v16 = validate36;
const schema21 = {"type":"object","additionalProperties":false,"required":["petId","quantity"],"properties":{"petId":{"$ref":"Id"},"quantity":{"$ref":"OrderQuantity"},"shipDate":{"type":"string","format":"date-time"},"complete":{"type":"boolean","enum":[false]}}};
const schema22 = {"$id":"OrderQuantity","type":"integer","minimum":1,"maximum":1000};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="OrderQuantity" */;
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema22.type,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data == "number"){
if(data > 1000 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate38.errors = vErrors;
return errors === 0;
}


function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.petId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "petId"},message:"must have required property '"+"petId"+"'",schema:schema21.required,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.quantity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'",schema:schema21.required,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "petId") || (key0 === "quantity")) || (key0 === "shipDate")) || (key0 === "complete"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.petId !== undefined){
if(!(validate11(data.petId, {instancePath:instancePath+"/petId",parentData:data,parentDataProperty:"petId",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data.quantity !== undefined){
if(!(validate38(data.quantity, {instancePath:instancePath+"/quantity",parentData:data,parentDataProperty:"quantity",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.shipDate !== undefined){
let data2 = data.shipDate;
if(typeof data2 === "string"){
if(!(formats16.validate(data2))){
const err3 = {instancePath:instancePath+"/shipDate",schemaPath:"#/properties/shipDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema21.properties.shipDate,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/shipDate",schemaPath:"#/properties/shipDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.shipDate.type,parentSchema:schema21.properties.shipDate,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.complete !== undefined){
let data3 = data.complete;
if(typeof data3 !== "boolean"){
const err5 = {instancePath:instancePath+"/complete",schemaPath:"#/properties/complete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema21.properties.complete.type,parentSchema:schema21.properties.complete,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(data3 === false)){
const err6 = {instancePath:instancePath+"/complete",schemaPath:"#/properties/complete/enum",keyword:"enum",params:{allowedValues: schema21.properties.complete.enum},message:"must be equal to one of the allowed values",schema:schema21.properties.complete.enum,parentSchema:schema21.properties.complete,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.type,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}

export const v17 = validate40;
const schema23 = {"type":"object","additionalProperties":false,"properties":{"id":{"allOf":[{"$ref":"Id"}]},"petId":{"$ref":"Id"},"quantity":{"$ref":"OrderQuantity"},"shipDate":{"type":"string","format":"date-time"},"complete":{"type":"boolean"}}};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "id") || (key0 === "petId")) || (key0 === "quantity")) || (key0 === "shipDate")) || (key0 === "complete"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.id !== undefined){
if(!(validate11(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data.petId !== undefined){
if(!(validate11(data.petId, {instancePath:instancePath+"/petId",parentData:data,parentDataProperty:"petId",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data.quantity !== undefined){
if(!(validate38(data.quantity, {instancePath:instancePath+"/quantity",parentData:data,parentDataProperty:"quantity",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.shipDate !== undefined){
let data3 = data.shipDate;
if(typeof data3 === "string"){
if(!(formats16.validate(data3))){
const err1 = {instancePath:instancePath+"/shipDate",schemaPath:"#/properties/shipDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema23.properties.shipDate,data:data3};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/shipDate",schemaPath:"#/properties/shipDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.shipDate.type,parentSchema:schema23.properties.shipDate,data:data3};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.complete !== undefined){
let data4 = data.complete;
if(typeof data4 !== "boolean"){
const err3 = {instancePath:instancePath+"/complete",schemaPath:"#/properties/complete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema23.properties.complete.type,parentSchema:schema23.properties.complete,data:data4};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.type,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}

export const v18 = validate44;
const schema24 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"complete":{"type":"boolean","enum":[true]},"shipDate":{"type":"string","format":"date-time"}}};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "complete") || (key0 === "shipDate"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.complete !== undefined){
let data0 = data.complete;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/complete",schemaPath:"#/properties/complete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema24.properties.complete.type,parentSchema:schema24.properties.complete,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === true)){
const err3 = {instancePath:instancePath+"/complete",schemaPath:"#/properties/complete/enum",keyword:"enum",params:{allowedValues: schema24.properties.complete.enum},message:"must be equal to one of the allowed values",schema:schema24.properties.complete.enum,parentSchema:schema24.properties.complete,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.shipDate !== undefined){
let data1 = data.shipDate;
if(typeof data1 === "string"){
if(!(formats16.validate(data1))){
const err4 = {instancePath:instancePath+"/shipDate",schemaPath:"#/properties/shipDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema24.properties.shipDate,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/shipDate",schemaPath:"#/properties/shipDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.properties.shipDate.type,parentSchema:schema24.properties.shipDate,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.type,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}

export const v19 = validate11;

export const v20 = validate3;

export const v21 = validate45;
const schema25 = {"type":"string","enum":["available","pending","sold"]};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "available") || (data === "pending")) || (data === "sold"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}

export const v22 = validate38;

export const v23 = validate46;
const schema26 = {"type":"object","required":["id","name"],"properties":{"id":{"allOf":[{"$ref":"Id"}]},"name":{"$ref":"s0"},"description":{"type":"string","maxLength":500}},"additionalProperties":false};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "id") || (key0 === "name")) || (key0 === "description"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(!(validate11(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data.name !== undefined){
if(!(validate9(data.name, {instancePath:instancePath+"/name",parentData:data,parentDataProperty:"name",rootData}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func0(data2) > 500){
const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema26.properties.description,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties.description.type,parentSchema:schema26.properties.description,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema26.type,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}

export const v24 = validate49;
const schema27 = {"type":"object","required":["id","name","categoryId","status"],"properties":{"id":{"allOf":[{"$ref":"Id"}]},"name":{"$ref":"s0"},"categoryId":{"$ref":"Id"},"status":{"type":"string","enum":["available","pending","sold"]}},"additionalProperties":false};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.categoryId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "categoryId"},message:"must have required property '"+"categoryId"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.status === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "id") || (key0 === "name")) || (key0 === "categoryId")) || (key0 === "status"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
if(!(validate11(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data.name !== undefined){
if(!(validate9(data.name, {instancePath:instancePath+"/name",parentData:data,parentDataProperty:"name",rootData}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
}
if(data.categoryId !== undefined){
if(!(validate11(data.categoryId, {instancePath:instancePath+"/categoryId",parentData:data,parentDataProperty:"categoryId",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.status.type,parentSchema:schema27.properties.status,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data3 === "available") || (data3 === "pending")) || (data3 === "sold"))){
const err6 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema27.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema27.properties.status.enum,parentSchema:schema27.properties.status,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}

export const v25 = validate53;
const schema28 = {"type":"object","required":["petId","quantity","status"],"properties":{"petId":{"$ref":"Id"},"quantity":{"$ref":"s5"},"status":{"type":"string","enum":["available","pending","sold"]}},"additionalProperties":false};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.petId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "petId"},message:"must have required property '"+"petId"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.quantity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "petId") || (key0 === "quantity")) || (key0 === "status"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.petId !== undefined){
if(!(validate11(data.petId, {instancePath:instancePath+"/petId",parentData:data,parentDataProperty:"petId",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data.quantity !== undefined){
if(!(validate29(data.quantity, {instancePath:instancePath+"/quantity",parentData:data,parentDataProperty:"quantity",rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.status.type,parentSchema:schema28.properties.status,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data2 === "available") || (data2 === "pending")) || (data2 === "sold"))){
const err5 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema28.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema28.properties.status.enum,parentSchema:schema28.properties.status,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}

export const v26 = validate56;
const schema29 = {"type":"object","additionalProperties":false,"properties":{"id":{"allOf":[{"$ref":"Id"}]},"petId":{"$ref":"Id"},"quantity":{"$ref":"OrderQuantity"},"shipDate":{"type":"string","format":"date-time"},"complete":{"type":"boolean"}},"required":["id","petId","quantity","shipDate","complete"]};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.petId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "petId"},message:"must have required property '"+"petId"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.quantity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.shipDate === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shipDate"},message:"must have required property '"+"shipDate"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.complete === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "complete"},message:"must have required property '"+"complete"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "id") || (key0 === "petId")) || (key0 === "quantity")) || (key0 === "shipDate")) || (key0 === "complete"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
if(!(validate11(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data.petId !== undefined){
if(!(validate11(data.petId, {instancePath:instancePath+"/petId",parentData:data,parentDataProperty:"petId",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data.quantity !== undefined){
if(!(validate38(data.quantity, {instancePath:instancePath+"/quantity",parentData:data,parentDataProperty:"quantity",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.shipDate !== undefined){
let data3 = data.shipDate;
if(typeof data3 === "string"){
if(!(formats16.validate(data3))){
const err6 = {instancePath:instancePath+"/shipDate",schemaPath:"#/properties/shipDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema29.properties.shipDate,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/shipDate",schemaPath:"#/properties/shipDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.shipDate.type,parentSchema:schema29.properties.shipDate,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.complete !== undefined){
let data4 = data.complete;
if(typeof data4 !== "boolean"){
const err8 = {instancePath:instancePath+"/complete",schemaPath:"#/properties/complete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema29.properties.complete.type,parentSchema:schema29.properties.complete,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.type,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}


/** Per operation: the validator of its query, of its body and of each response status. */
export const operationValidators: Record<
  string,
  { query: Validator; body: Validator | undefined; responses: Record<string, Validator | undefined> }
> = {
  "listPets": {
    "query": v0,
    "body": undefined,
    "responses": {
      "200": v1,
      "400": v2,
      "401": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "createPet": {
    "query": v3,
    "body": v4,
    "responses": {
      "201": v5,
      "400": v2,
      "401": v2,
      "403": v2,
      "412": v2,
      "413": v2,
      "415": v2,
      "422": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "getPetById": {
    "query": v3,
    "body": undefined,
    "responses": {
      "200": v5,
      "304": undefined,
      "400": v2,
      "401": v2,
      "404": v2,
      "410": v2,
      "412": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "updatePet": {
    "query": v3,
    "body": v4,
    "responses": {
      "200": v5,
      "400": v2,
      "401": v2,
      "403": v2,
      "404": v2,
      "412": v2,
      "413": v2,
      "415": v2,
      "422": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "deletePet": {
    "query": v3,
    "body": undefined,
    "responses": {
      "204": undefined,
      "400": v2,
      "401": v2,
      "403": v2,
      "404": v2,
      "409": v2,
      "412": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "listCategories": {
    "query": v6,
    "body": undefined,
    "responses": {
      "200": v7,
      "400": v2,
      "401": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "createCategory": {
    "query": v3,
    "body": v8,
    "responses": {
      "201": v9,
      "400": v2,
      "401": v2,
      "403": v2,
      "409": v2,
      "412": v2,
      "413": v2,
      "415": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "getCategoryById": {
    "query": v3,
    "body": undefined,
    "responses": {
      "200": v9,
      "304": undefined,
      "400": v2,
      "401": v2,
      "404": v2,
      "412": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "updateCategory": {
    "query": v3,
    "body": v8,
    "responses": {
      "200": v9,
      "400": v2,
      "401": v2,
      "403": v2,
      "404": v2,
      "409": v2,
      "412": v2,
      "413": v2,
      "415": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "deleteCategory": {
    "query": v3,
    "body": undefined,
    "responses": {
      "204": undefined,
      "400": v2,
      "401": v2,
      "403": v2,
      "404": v2,
      "409": v2,
      "412": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "listInventory": {
    "query": v10,
    "body": undefined,
    "responses": {
      "200": v11,
      "400": v2,
      "401": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "getInventoryItem": {
    "query": v3,
    "body": undefined,
    "responses": {
      "200": v12,
      "304": undefined,
      "400": v2,
      "401": v2,
      "404": v2,
      "412": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "updateInventory": {
    "query": v3,
    "body": v13,
    "responses": {
      "200": v12,
      "400": v2,
      "401": v2,
      "403": v2,
      "404": v2,
      "409": v2,
      "412": v2,
      "413": v2,
      "415": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "listOrders": {
    "query": v14,
    "body": undefined,
    "responses": {
      "200": v15,
      "400": v2,
      "401": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "createOrder": {
    "query": v3,
    "body": v16,
    "responses": {
      "201": v17,
      "400": v2,
      "401": v2,
      "403": v2,
      "409": v2,
      "412": v2,
      "413": v2,
      "415": v2,
      "422": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "getOrderById": {
    "query": v3,
    "body": undefined,
    "responses": {
      "200": v17,
      "304": undefined,
      "400": v2,
      "401": v2,
      "404": v2,
      "412": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "cancelOrder": {
    "query": v3,
    "body": undefined,
    "responses": {
      "204": undefined,
      "400": v2,
      "401": v2,
      "403": v2,
      "404": v2,
      "409": v2,
      "412": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
  "updateOrder": {
    "query": v3,
    "body": v18,
    "responses": {
      "200": v17,
      "400": v2,
      "401": v2,
      "403": v2,
      "404": v2,
      "409": v2,
      "412": v2,
      "413": v2,
      "415": v2,
      "429": v2,
      "500": v2,
      "503": v2,
    },
  },
}

/** Every component schema of openapi.yaml, in its response form. */
export const componentValidators: Record<string, Validator> = {
  "Id": v19,
  "PathId": v20,
  "PetStatus": v21,
  "NewPet": v4,
  "Pet": v5,
  "Pets": v1,
  "NewCategory": v8,
  "Category": v9,
  "NewOrder": v16,
  "OrderQuantity": v22,
  "Order": v17,
  "InventoryItem": v12,
  "InventoryUpdate": v13,
  "Error": v2,
}

/** The store's records: the component's response form, closed, with the always-set fields. */
export const storedRecordValidators: Record<"Category" | "Pet" | "InventoryItem" | "Order", Validator> = {
  "Category": v23,
  "Pet": v24,
  "InventoryItem": v25,
  "Order": v26,
}
