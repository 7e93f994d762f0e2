await null;
throw new RangeError('rejected after an await');
