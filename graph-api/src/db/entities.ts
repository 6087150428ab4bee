import { User } from '../modules/users/user.entity';

/** Every entity, listed rather than discovered from folders, so src/ and dist/ behave the same. */
export const ENTITIES = [User];
