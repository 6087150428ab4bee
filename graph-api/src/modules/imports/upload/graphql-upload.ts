// graphql-upload ships ES modules only; Node 20.19+ loads them from this CommonJS build.
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';

export { GraphQLUpload, graphqlUploadExpress };
export type { FileUpload };
