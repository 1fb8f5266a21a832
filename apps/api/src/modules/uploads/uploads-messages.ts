import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@souq/shared/schemas/admin-uploads';

/** What staff read when an upload is refused (the back office shows the server's message). */
export const PICTURE_TOO_LARGE = `The picture is too large (${UPLOAD_MAX_BYTES / (1024 * 1024)} MB at most).`;
export const NOT_A_PICTURE = 'Upload a JPEG, PNG or WebP picture.';
export const PICTURE_UNREADABLE = 'The picture could not be read; it may be damaged. Try saving it again.';
export const TOO_MANY_PIXELS = `The picture has too many pixels (${UPLOAD_MAX_PIXELS / 1_000_000} megapixels at most).`;
export const SEND_AS_FORM = 'Send the picture as multipart/form-data, in the field "file".';
export const ONE_FILE_FIELD = 'Send one picture, in the form field "file".';
