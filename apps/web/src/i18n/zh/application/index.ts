import shell from './shell.json';
import step0 from './step0.json';
import step1 from './step1.json';
import step2 from './step2.json';
import step3 from './step3.json';
import step4 from './step4.json';
import step5 from './step5.json';
import step6 from './step6.json';
import step7 from './step7.json';

/** The `application` namespace: one part file per step, each owning one top-level key, in one chunk. */
export default { ...shell, ...step0, ...step1, ...step2, ...step3, ...step4, ...step5, ...step6, ...step7 };
