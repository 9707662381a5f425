/** The e-learning's console query keys: the lessons kept by Didattica, under `['staff', 'lessons']`. */
export const elearningKeys = {
  staff: {
    lessons: ['staff', 'lessons'] as const,
  },
};
