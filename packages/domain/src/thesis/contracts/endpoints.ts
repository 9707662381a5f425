// The student's thesis endpoints.

export { addDish } from './endpoints/add-dish.ts';
export { categories } from './endpoints/categories.ts';
export { deleteDish } from './endpoints/delete-dish.ts';
export { downloadFile } from './endpoints/download-file.ts';
export { getThesis } from './endpoints/get-thesis.ts';
export { items } from './endpoints/items.ts';
export { listExams } from './endpoints/list-exams.ts';
export { saveDish } from './endpoints/save-dish.ts';
export { uploadFile } from './endpoints/upload-file.ts';
